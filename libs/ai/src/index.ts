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
export { costOf, MODEL_PRICES, type BilledTokens, type ModelPrice } from './model-prices.js';
export { OpenAiChat, type AiSpending } from './openai-chat.js';
