import { Module } from '@nestjs/common';
import { ArchivedTokensController } from './archived-tokens.controller.js';

/** The Archived Tokens screen's pages and count. */
@Module({ controllers: [ArchivedTokensController] })
export class ArchivedModule {}
