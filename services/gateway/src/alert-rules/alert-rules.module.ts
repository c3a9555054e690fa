import { Module } from '@nestjs/common';
import { AlertRulesController } from './alert-rules.controller.js';

/** The trader's alert rules and their firings. */
@Module({ controllers: [AlertRulesController] })
export class AlertRulesModule {}
