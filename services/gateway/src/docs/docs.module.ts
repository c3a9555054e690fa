import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDocsController } from './api-docs.controller.js';

/** The API reference at /api/docs, made from the @ApiRoute of every controller's handlers. */
@Module({ imports: [DiscoveryModule], controllers: [ApiDocsController] })
export class DocsModule {}
