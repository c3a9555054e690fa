export { AI_NOT_CONFIGURED, AiFailure, aiNotConfigured, failureOf, UnusableAnswer } from './ai-failure.js';
export { batchExtractionPrompt, extractionPrompt, wantedFields, type PromptMessage, type WantedField } from './extraction-prompt.js';
export { batchOf, extractionOf, modelBatchSchema, modelExtractionSchema, type ModelExtraction } from './model-answer.js';
export { AI_MAX_RETRIES, OpenAiChat, type OpenAiSettings } from './openai-chat.js';
