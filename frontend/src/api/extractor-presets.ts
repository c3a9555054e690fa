import { extractorPresetSchema, type ExtractorPreset } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

const extractorPresetsPath = '/api/extractor-presets';
const presetListSchema = extractorPresetSchema.array();

/** The preset extractor library (ready-made fields for templates); it changes only with a release, so it is read once. */
export const extractorPresetsQuery = queryOptions({
  queryKey: [extractorPresetsPath] as const,
  queryFn: ({ signal }): Promise<ExtractorPreset[]> => requestParsed(presetListSchema, extractorPresetsPath, { signal }),
});
