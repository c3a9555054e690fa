import { Injectable } from '@nestjs/common';
import { LIST_VERSION_HEADER } from '@solana-hub/contracts';
import { CachedAnswer, listStateTag, type AnswerContent } from './cached-answer.js';
import { DashboardVersion } from './dashboard-version.js';

/** Whole lists kept at once: the lists and their filter variants number a handful. */
const MAX_ANSWERS = 32;
/**
 * How far back an answer of changes may start for a client to be served it rather than one of
 * its own: a little more than the longest polling interval (3 s), so clients polling within it
 * share, and an answer carries at most this long's changes.
 */
const SHARE_WINDOW_MS = 4_000;
/** Bounds the versions remembered per list however many answers the window holds. */
const MAX_ANSWERED_VERSIONS = 1_000;

interface Entry {
  version: string;
  answer: Promise<CachedAnswer>;
  /** When the answer was built (performance.now()); null while it is being built. */
  builtAt: number | null;
}

/**
 * The dashboard's polled lists, built once per data version rather than once per request: a
 * hundred clients polling an unchanged list of 10,000 tokens share one query, one
 * serialization, one ETag and one compression, and those polling for the changes since their
 * versions share one answer of changes (see `changes`). Requests that arrive while an answer is being built
 * wait for that build.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Per list, the answers of changes at the current data version, by the version they start from. */
  private readonly changesOf = new Map<string, { version: string; answers: Array<{ from: bigint; answer: Promise<CachedAnswer> }> }>();
  /** Per list, the versions its answers named lately. */
  private readonly answered = new Map<string, Array<{ version: bigint; at: number }>>();

  constructor(private readonly version: DashboardVersion) {}

  /**
   * The whole answer of `list` at the current data version. `build` makes its content, or hands
   * over another cached answer, which is then shared, not copied.
   */
  async answer(list: string, build: () => Promise<AnswerContent | CachedAnswer>): Promise<CachedAnswer> {
    const version = await this.version.current();
    const entry = this.entries.get(list);
    if (entry?.version === version) return entry.answer;
    const answer = this.built(list, version, build);
    const fresh: Entry = { version, answer, builtAt: null };
    this.keep(list, fresh);
    void answer.then(
      () => (fresh.builtAt = performance.now()),
      () => undefined,
    );
    // A failed build is not kept: the next request tries again.
    answer.catch(() => this.entries.get(list)?.answer === answer && this.entries.delete(list));
    return answer;
  }

  /**
   * The changes of `list` since the version `since` at the current data version, shared: an
   * answer of the changes since an earlier version is right for this client too (the rows it
   * already has come again, harmlessly), so one built since a version this replica answered in
   * the last SHARE_WINDOW_MS serves every client polling from then on until the data changes.
   * Clients poll at their own moments and each holds its own version: without sharing, every
   * poll would be a build; with it, a list costs one build per data version, not per client.
   * A client further behind than the window gets its own.
   */
  async changes(list: string, since: string, build: (from: string) => Promise<AnswerContent | CachedAnswer>): Promise<CachedAnswer> {
    const version = await this.version.current();
    const held = BigInt(since);
    const answered = this.answeredVersions(list);
    // A version above all this replica answered came from elsewhere (another replica, or another
    // database): it gets its own answer, which checks that this database reached it.
    const isOurs = answered.some((version) => version >= held);
    const floor = isOurs ? answered.reduce((lowest, version) => (version < lowest ? version : lowest), held) : held;
    let current = this.changesOf.get(list);
    if (current?.version !== version) this.changesOf.set(list, (current = { version, answers: [] }));
    const shared = current.answers.find((built) => built.from >= floor && built.from <= held);
    // Not one read before the client's own answer: it could carry rows older than those it holds.
    const sharedAnswer = shared ? await shared.answer.catch(() => null) : null;
    if (sharedAnswer && BigInt(sharedAnswer.headers[LIST_VERSION_HEADER] ?? '0') >= held) return sharedAnswer;
    const answer = this.built(list, version, () => build(String(floor)));
    const entry = { from: floor, answer };
    current.answers.push(entry);
    const answers = current.answers;
    answer.catch(() => answers.splice(answers.indexOf(entry), 1));
    return answer;
  }

  /**
   * The answer of `list` built last (or being built), whatever the data version, if it was built
   * within `maxAgeMs`; else as `answer`. For a client that catches up with the changes since the version the answer
   * names: a dashboard opening while alerts arrive every 200 ms gets the list a moment old
   * instead of a rebuild of 10,000 tokens for each one that opens.
   */
  async recent(list: string, maxAgeMs: number, build: () => Promise<AnswerContent | CachedAnswer>): Promise<CachedAnswer> {
    const entry = this.entries.get(list);
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

  /** Builds an answer and remembers the list version it names, for sharing answers of changes. */
  private built(list: string, version: string, build: () => Promise<AnswerContent | CachedAnswer>): Promise<CachedAnswer> {
    return build().then((content) => {
      const answer = content instanceof CachedAnswer ? content : CachedAnswer.of(content, listStateTag(list, version));
      const named = answer.headers[LIST_VERSION_HEADER];
      if (named !== undefined) this.answered.set(list, [...this.recentlyAnswered(list), { version: BigInt(named), at: performance.now() }]);
      return answer;
    });
  }

  /** The list versions this replica answered in the last SHARE_WINDOW_MS. */
  private answeredVersions(list: string): bigint[] {
    return this.recentlyAnswered(list).map((answered) => answered.version);
  }

  private recentlyAnswered(list: string): Array<{ version: bigint; at: number }> {
    const since = performance.now() - SHARE_WINDOW_MS;
    const recent = (this.answered.get(list) ?? []).filter((answered) => answered.at >= since).slice(-MAX_ANSWERED_VERSIONS);
    this.answered.set(list, recent);
    return recent;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MAX_ANSWERS && oldest !== undefined) this.entries.delete(oldest);
  }
}
