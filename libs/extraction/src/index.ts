export { findAddresses, type Chain, type FoundAddress } from './address-scan.js';
export { extractAlert, type ExtractedAlert, type ExtractedToken } from './extract-alert.js';
export { addressesInLink, type AddressRole, type LinkAddress } from './link-addresses.js';
export { formatDollars, isDollarField } from './dollars.js';
export { findMarketCap, MAX_MARKET_CAP_USD, parseMarketCap, plausibleMarketCap } from './market-cap.js';
export { collectUrls, findUrls, parseHttpUrl, toLabelledLinks } from './message-links.js';
export { builtInTemplates, matchMessageType, UNKNOWN_MESSAGE_TYPE, type MessageTemplate, type TemplatePattern } from './message-type.js';
export { isNotTokenAddress, NOT_TOKEN_ADDRESSES } from './not-token-addresses.js';
export { stripInvisibleMarks, toPlainText } from './plain-text.js';
export { isEvmAddress, isSolanaAddress } from './solana-address.js';
export { findTokenAddress, type TokenAddress } from './token-address.js';
export { findTokenIdentity, findTokenName, findTokenSymbol, type TokenIdentity } from './token-names.js';
export { findTrendingLevel, type TrendingLevel } from './trending-level.js';
export {
  accumulate,
  accumulatedOf,
  accumulatedValues,
  foldAccumulated,
  mergeAccumulated,
  type AccumulatedData,
  type AccumulatedField,
  type AccumulationEntry,
  type FieldObservation,
} from './engine/accumulators.js';
export { displayTemplateFields, meaningfulDescription, renderDisplayTemplate } from './engine/display-template.js';
export {
  applyPostProcessors,
  isPostProcessorName,
  parseAmount,
  parseNumber,
  parsePercentage,
  parsePostProcessorChain,
  POST_PROCESSOR_NAMES,
  type ExtractedValue,
  type PostProcessorChain,
  type PostProcessorName,
} from './engine/post-processors.js';
export {
  runExtractors,
  runExtractorsOn,
  type AiAnswers,
  type ExtractorResults,
  type FieldToAccumulate,
  type SkippedExtractor,
} from './engine/run-extractors.js';
export { cachedUserRegex, capturedValue, compileUserRegex, RegexError, type RegexMatch, type SafeRegex } from './engine/safe-regex.js';
export {
  ACCUMULATOR_TYPES,
  builtInTemplateRecords,
  DEFAULT_TEMPLATE_PRIORITY,
  EXTRACTOR_TYPES,
  extractorSchema,
  fromMessageTemplate,
  OUTPUT_TEMPLATE_EXTRACTOR,
  parseTemplate,
  TARGET_FIELDS,
  templatePatternSchema,
  templateSchema,
  type AccumulatorType,
  type Extractor,
  type ExtractorInput,
  type ExtractorType,
  type TargetField,
  type Template,
  type TemplateInput,
} from './engine/template.js';
export { validateTemplate, type TemplateProblem } from './engine/validate-template.js';
export {
  applyPresets,
  customPresetFor,
  findPreset,
  MAX_EXTRACTORS,
  presetLibrary,
  presetsForMessageType,
  presetToExtractor,
  type AppliedPresets,
  type PresetNotAddedReason,
} from './presets/library.js';
export { AlertMessage } from './engine/alert-message.js';
export {
  PRESET_CATEGORIES,
  type CustomPreset,
  type DisplayFormat,
  type Preset,
  type PresetCategory,
  type PresetProcessor,
  type RegexPreset,
} from './presets/preset.js';
export { parsePrice } from './presets/price-notation.js';
export { matchTemplate } from './engine/match-template.js';
export { readAlert, type ReadAlert } from './read-alert.js';
export { analyzeSample, type AnalyzeOptions, type WizardAnalysis } from './wizard/analyze-sample.js';
export { buildTemplate, type TemplateChoices } from './wizard/build-template.js';
export { defaultFields } from './wizard/default-fields.js';
export { displayTemplateHint } from './wizard/display-template-hint.js';
export { mergeFields, proposeField, type ExtractedField, type FieldSource, type ProposedField } from './wizard/extracted-field.js';
export {
  accumulatorFor,
  AI_INVESTOR_FIELDS,
  confidenceFor,
  NAMED_FIELD_CONFIDENCE,
  OTHER_FIELD_CONFIDENCE,
  targetFieldFor,
} from './wizard/field-rules.js';
export { patternTypeOf, SIGNAL_PATTERNS, type PatternType, type ProposedPattern } from './wizard/sample-patterns.js';
export { extractorForField, extractorsFor, type ExtractorChoices } from './wizard/template-extractors.js';
export { builtInExtractors, builtInTemplatesWithExtractors } from './built-in-template-records.js';
export * from './layout-learning/index.js';
