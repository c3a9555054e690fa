import { Controller, Get } from '@nestjs/common';
import { presetLibrary, type Preset } from '@solana-hub/extraction';

/**
 * GET /api/extractor-presets: the preset library for the template screens. JSON leaves out a
 * custom preset's processor function; the extractor finds it again by the preset's id.
 */
@Controller('api')
export class ExtractorPresetsController {
  @Get('extractor-presets')
  presets(): readonly Preset[] {
    return presetLibrary;
  }
}
