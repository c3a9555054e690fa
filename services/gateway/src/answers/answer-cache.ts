import { Injectable } from '@nestjs/common';
import { CachedAnswer } from './cached-answer.js';
import { DashboardVersion } from './dashboard-version.js';

/** Answers kept at once; the lists and their filter variants number a handful. */
const MAX_ANSWERS = 32;

interface Entry {
  version: string;
  answer: Promise<CachedAnswer>;
  /** The answer once built. */
  built?: CachedAnswer;
}

/**
 * The dashboard's polled lists, built once per data version rather than once per request: a
 * hundred clients polling an unchanged list of 10,000 tokens share one query, one
 * serialization, one ETag and one compression. Requests that arrive while an answer is being
 * built wait for that build.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly version: DashboardVersion) {}

  async answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const version = await this.version.current();
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.answer;
    const answer = build().then(CachedAnswer.of);
    const fresh: Entry = { version, answer };
    this.keep(key, fresh);
    void answer.then((built) => (fresh.built = built), () => undefined);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => this.entries.get(key)?.answer === answer && this.entries.delete(key));
    return answer;
  }

  /**
   * The answer of the current version, when it is built and the version needs no reading;
   * null otherwise. Never builds, never waits.
   */
  heldNow(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    const version = this.version.trusted();
    return entry?.built && version !== null && entry.version === version ? entry.built : null;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MAX_ANSWERS && oldest !== undefined) this.entries.delete(oldest);
  }
}
