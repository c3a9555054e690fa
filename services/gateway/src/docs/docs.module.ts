import { Module } from '@nestjs/common';
import { ApiDocsController } from './api-docs.controller.js';

/** The API reference at /api/docs. */
@Module({ controllers: [ApiDocsController] })
export class DocsModule {}
