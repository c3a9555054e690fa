export { AI_NOT_CONFIGURED, AiFailure, aiNotConfigured } from './ai-failure.js';
export { batchExtractionPrompt, extractionPrompt, wantedFields, type PromptMessage, type WantedField } from './extraction-prompt.js';
export { batchOf, extractionOf, modelBatchSchema, modelExtractionSchema } from './model-answer.js';
export { OpenAiChat } from './openai-chat.js';
