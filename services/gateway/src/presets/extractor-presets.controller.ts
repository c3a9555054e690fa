import { Controller, Get } from '@nestjs/common';
import { presetLibrary, type Preset } from '@solana-hub/extraction';
import { z } from 'zod';
import { ApiRoute, ok } from '../docs/api-route.js';

/**
 * GET /api/extractor-presets: the preset library for the template screens. JSON leaves out a
 * custom preset's processor function; the extractor finds it again by the preset's id.
 */
@Controller('api')
export class ExtractorPresetsController {
  @ApiRoute({
    tag: 'templates',
    summary: 'The preset library of the template screens',
    answers: [ok(z.array(z.record(z.string(), z.unknown()).describe('A preset: id, name, category, the fields it finds and its pattern')))],
  })
  @Get('extractor-presets')
  presets(): readonly Preset[] {
    return presetLibrary;
  }
}
