export { AI_NOT_CONFIGURED, AiFailure, aiNotConfigured } from './ai-failure.js';
export {
  batchExtractionPrompt,
  extractionPrompt,
  messageMarker,
  wantedFields,
  type PromptMessage,
  type WantedField,
} from './extraction-prompt.js';
export { batchOf, extractionOf, modelBatchSchema, modelExtractionSchema } from './model-answer.js';
export {
  costOf,
  factsOf,
  FAST_MODEL,
  isPriced,
  isShutDown,
  MODEL_TABLE,
  MODEL_TABLE_DATE,
  modelProblem,
  modelTiers,
  type BilledTokens,
  type ModelFacts,
} from './model-catalog.js';
export { OpenAiChat, type AiSpending } from './openai-chat.js';
export type { OpenAiSettings } from './openai-client.js';
export { availableModels, type AvailableModel } from './openai-models.js';
export { AI_MAX_RETRIES, MAX_RETRY_WAIT_MS } from './openai-retry.js';
