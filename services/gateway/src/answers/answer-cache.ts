import { Injectable } from '@nestjs/common';
import { CachedAnswer, listStateTag, type AnswerContent } from './cached-answer.js';
import { DashboardVersion } from './dashboard-version.js';

/**
 * Answers kept at once: the lists and their filter variants number a handful, and their answers
 * of changes one per version clients hold (clients that polled together hold the same).
 */
const MAX_ANSWERS = 256;

interface Entry {
  version: string;
  answer: Promise<CachedAnswer>;
  /** When the answer was built (performance.now()); null while it is being built. */
  builtAt: number | null;
}

/**
 * The dashboard's polled lists, built once per data version rather than once per request: a
 * hundred clients polling an unchanged list of 10,000 tokens share one query, one
 * serialization, one ETag and one compression, and those polling for the changes since the
 * same version share one answer of changes. Requests that arrive while an answer is being built
 * wait for that build.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly version: DashboardVersion) {}

  /**
   * The answer of `list` (one `variant` of it: the changes since a version) at the current data
   * version. `build` makes its content, or hands over another cached answer (the whole list,
   * when the changes would not be cheaper), which is then shared, not copied.
   */
  async answer(list: string, build: () => Promise<AnswerContent | CachedAnswer>, variant = ''): Promise<CachedAnswer> {
    const version = await this.version.current();
    const key = `${list}\0${variant}`;
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.answer;
    const answer = build().then((content) => (content instanceof CachedAnswer ? content : CachedAnswer.of(content, listStateTag(list, version))));
    const fresh: Entry = { version, answer, builtAt: null };
    this.keep(key, fresh);
    void answer.then(() => (fresh.builtAt = performance.now()), () => undefined);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => this.entries.get(key)?.answer === answer && this.entries.delete(key));
    return answer;
  }

  /**
   * The answer of `list` built last (or being built), whatever the data version, if it was built
   * within `maxAgeMs`; else as `answer`. For a client that catches up with the changes since the version the answer
   * names: a dashboard opening while alerts arrive every 200 ms gets the list a moment old
   * instead of a rebuild of 10,000 tokens for each one that opens.
   */
  async recent(list: string, maxAgeMs: number, build: () => Promise<AnswerContent | CachedAnswer>): Promise<CachedAnswer> {
    const entry = this.entries.get(`${list}\0`);
    // One being built will do as well: any version will.
    if (entry && (entry.builtAt === null || performance.now() - entry.builtAt <= maxAgeMs)) return entry.answer;
    return this.answer(list, build);
  }

  /**
   * The ETag of `list` at the current data version when that version needs no reading; null
   * otherwise. Never reads, never builds, never waits.
   */
  tagNow(list: string): string | null {
    const version = this.version.trusted();
    return version === null ? null : listStateTag(list, version);
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MAX_ANSWERS && oldest !== undefined) this.entries.delete(oldest);
  }
}
