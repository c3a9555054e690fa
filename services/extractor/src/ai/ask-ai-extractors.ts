import { extractionPrompt, modelExtractionSchema, type OpenAiChat, type WantedField } from '@solana-hub/ai';
import type { AiModelId } from '@solana-hub/contracts';
import type { Extractor } from '@solana-hub/extraction';

/** What each group of a message's AI extractors is asked, in one call per model. */
const INSTRUCTION = 'Each field below is one question about the message; answer each with the value it asks for.';

/** An extractor as a field of the prompt: its name, and its instruction in place of a type. */
function wantedField(extractor: Extractor): WantedField {
  return { name: extractor.name, type: extractor.ai_prompt?.trim() || `the ${extractor.name.replaceAll('_', ' ')} the message states` };
}

/**
 * The extractors by the model each names, AI_MODEL for those naming none. The client asks
 * AI_MODEL in place of a model OpenAI has shut down.
 */
function byModel(extractors: readonly Extractor[], defaultModel: AiModelId): Map<AiModelId, Extractor[]> {
  const groups = new Map<AiModelId, Extractor[]>();
  for (const extractor of extractors) {
    const model = extractor.ai_model ?? defaultModel;
    const group = groups.get(model);
    if (group) group.push(extractor);
    else groups.set(model, [extractor]);
  }
  return groups;
}

/**
 * The AI's answers for a message's `ai` extractors, by extractor name: one call per model the
 * extractors name, every extractor answered (null where the message does not say). Throws the
 * client's AiFailure when a call fails: the job is retried, and nothing half-answered is stored.
 */
export async function askAiExtractors(chat: OpenAiChat, text: string, extractors: readonly Extractor[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [model, asked] of byModel(extractors, chat.defaultModel)) {
    const { data } = await chat.answer(model, extractionPrompt(text, INSTRUCTION, asked.map(wantedField)), modelExtractionSchema);
    for (const extractor of asked) answers[extractor.name] = Object.hasOwn(data, extractor.name) ? data[extractor.name] : null;
  }
  return answers;
}
