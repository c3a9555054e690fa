import { Module } from '@nestjs/common';
import { TemplatesController } from './templates.controller.js';
import { TemplateChanges } from './template-changes.js';
import { TemplateTryController } from './template-try.controller.js';
import { ReplaysController } from '../replays/replays.controller.js';
import { ExtractorPresetsController } from '../presets/extractor-presets.controller.js';

/** Message-detection templates: their CRUD, trying one on history, replays, the preset library. */
@Module({
  // POST /api/templates/try before POST /api/templates reads better; the paths differ anyway.
  controllers: [TemplateTryController, TemplatesController, ReplaysController, ExtractorPresetsController],
  providers: [TemplateChanges],
})
export class TemplatesModule {}
