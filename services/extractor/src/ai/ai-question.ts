import { createHash } from 'node:crypto';
import type { Extractor } from '@solana-hub/extraction';

/** What the AI is to be asked about one message: its template's `ai` extractors, and a key of the question. */
export interface AiQuestion {
  /**
   * A hash of the message text and each extractor's name, instruction and model: the answers
   * stored under it stay right while none of these change (post-processors, targets and
   * accumulators apply to the answers afterwards, so they are not part of it).
   */
  key: string;
  extractors: Extractor[];
}

export function aiQuestionOf(text: string, extractors: Extractor[]): AiQuestion {
  const asked = extractors.map((extractor) => [extractor.name, extractor.ai_prompt ?? null, extractor.ai_model ?? null]);
  return {
    key: createHash('sha256')
      .update(JSON.stringify([text, asked]))
      .digest('base64url'),
    extractors,
  };
}
