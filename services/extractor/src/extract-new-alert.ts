import type { RawMessage } from '@solana-hub/contracts';
import type { NewAlert, StoredAiAnswers } from '@solana-hub/db';
import { readAlert, type ReadAlert, type Template } from '@solana-hub/extraction';
import { asksAiFallback, isAiFallback } from './ai/ai-fallback.js';
import { aiQuestionOf, type AiQuestion } from './ai/ai-question.js';
import { statedTokenFacts } from './stated-figures.js';

/** A raw message as the database stores it, and what is still to ask the AI about it. */
export interface ExtractedNewAlert {
  alert: NewAlert;
  /** null when the template has no `ai` extractors, or their stored answers still hold */
  question: AiQuestion | null;
}

function toNewAlert(raw: RawMessage, alert: ReadAlert, template: Template | undefined, ai: StoredAiAnswers | null): NewAlert {
  return {
    chatId: raw.chatId,
    messageId: raw.messageId,
    messageType: alert.messageType,
    timestamp: new Date(raw.date),
    text: raw.text,
    token: alert.token,
    marketCap: alert.marketCap,
    description: alert.description,
    twitterMentions: alert.twitterMentions,
    trendingLevel: alert.trendingLevel,
    links: alert.links,
    callerName: alert.callerName,
    callerLink: alert.callerLink,
    fields: alert.fields,
    accumulate: alert.toAccumulate,
    ...statedTokenFacts(alert, template, raw.text, raw.links),
    ai,
  };
}

/**
 * A raw message through the extraction engine. `answered` are the AI answers the message has
 * (stored before, or just asked): they are used when they answer today's question, and the
 * message is read again with them; otherwise the AI extractors give nothing and the question
 * is returned to be asked. `onTemplate` is told the template the message matched. With the AI
 * fallback among the templates (ai-fallback.ts), a message no template knows is asked about
 * only when the reader got no token from it and it holds an address-like string.
 */
export function extractNewAlert(
  raw: RawMessage,
  templates: readonly Template[],
  answered: StoredAiAnswers | null = null,
  onTemplate?: (template: Template) => void,
): ExtractedNewAlert {
  const alert = readAlert(raw.text, raw.links, templates, undefined, onTemplate);
  const template = templates.find((candidate) => candidate.name === alert.messageType);
  const unasked = { alert: toNewAlert(raw, alert, template, null), question: null };
  if (alert.aiExtractors.length === 0 || (isAiFallback(template) && !asksAiFallback(alert, raw))) return unasked;
  const question = aiQuestionOf(raw.text, alert.aiExtractors);
  if (answered?.key !== question.key) return { ...unasked, question };
  return {
    alert: toNewAlert(raw, readAlert(raw.text, raw.links, templates, answered.answers, onTemplate), template, answered),
    question: null,
  };
}
