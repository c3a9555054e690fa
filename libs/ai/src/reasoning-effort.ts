import { APIError } from 'openai';
import { factsOf } from './model-catalog.js';

/** OpenAI's `reasoning_effort` values, the least thinking first. */
const EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'] as const;
export type ReasoningEffort = (typeof EFFORTS)[number];

/**
 * The lowest effort of a model the table does not list, guessed from its family's name: the
 * original gpt-5 models go down to 'minimal', later gpt-5.x and gpt-6 models to 'none' (but the
 * Sol and Astra ones, which think at least a little), o-series models to 'low'; other models do
 * not reason. A wrong guess is put right by OpenAI's refusal (learnFrom).
 */
function effortOfFamily(model: string): ReasoningEffort | null {
  if (/^gpt-5(-mini|-nano)?(-\d{4}-\d{2}-\d{2})?$/.test(model)) return 'minimal';
  if (/^gpt-(5\.\d+|\d{2,}|[6-9])/.test(model)) return /-(sol|astra)\b/.test(model) ? 'low' : 'none';
  if (/^o\d/.test(model)) return 'low';
  return null;
}

/** The values an 'Unsupported value' refusal lists: "Supported values are: 'none', 'low', and 'max'." */
function supportedValues(message: string): ReasoningEffort[] {
  const list = /supported values are:(.*)$/i.exec(message)?.[1] ?? '';
  return [...list.matchAll(/'([a-z]+)'/g)].flatMap(([, value]) => EFFORTS.filter((effort) => effort === value));
}

/**
 * The `reasoning_effort` sent to each model: the lowest it takes (reading an alert needs little
 * thought, and thought is billed), from the model table or the model's family, corrected by
 * what OpenAI answers when it refuses one.
 */
export class ReasoningEfforts {
  private readonly learned = new Map<string, ReasoningEffort | null>();

  /** The effort to send with a request to `model`; null sends none. */
  effortFor(model: string): ReasoningEffort | null {
    if (this.learned.has(model)) return this.learned.get(model) ?? null;
    const facts = factsOf(model);
    return facts ? facts.lowestEffort : effortOfFamily(model);
  }

  /**
   * Learns from a 400 about `reasoning_effort`: the lowest of the values the refusal lists, or
   * none when the model takes no effort at all. True when the next request to `model` will
   * differ, so asking again can help.
   */
  learnFrom(model: string, error: unknown): boolean {
    if (!(error instanceof APIError) || error.status !== 400 || error.param !== 'reasoning_effort') return false;
    const before = this.effortFor(model);
    const supported = supportedValues(error.message);
    const lowest = error.code === 'unsupported_parameter' ? null : EFFORTS.find((effort) => supported.includes(effort));
    if (lowest === undefined || lowest === before) return false;
    this.learned.set(model, lowest);
    return true;
  }
}
