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
    this.keep(key, { version, answer });
    // A failed build is not kept: the next request tries again.
    answer.catch(() => this.entries.get(key)?.answer === answer && this.entries.delete(key));
    return answer;
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
