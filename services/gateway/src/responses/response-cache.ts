import { Inject, Injectable } from '@nestjs/common';
import { LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER } from '@solana-hub/contracts';
import { CachedResponse, listStateTag, type ResponseContent } from './cached-response.js';
import { DashboardVersion } from './dashboard-version.js';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings.js';

/** Whole lists kept at once: the lists and their filter variants number a handful. */
const MAX_RESPONSES = 32;
/** Bounds the versions remembered per list, whatever the rate of polls. */
const MAX_ASKED = 1_000;
/** Bounds the shared responses of changes kept per list while its data does not change (any `since` a client sends may start one). */
const MAX_SHARED = 100;

interface Entry {
  version: string;
  response: Promise<CachedResponse>;
  /** When the response was built (performance.now()); null while it is being built. */
  builtAt: number | null;
}

/** A response of changes since `from`, shared by the clients it is right for (see `changes`). */
interface SharedChanges {
  from: bigint;
  response: Promise<CachedResponse>;
}

/** A list's responses of changes at one data version, and the versions its clients asked for lately. */
interface ListChanges {
  version: string;
  shared: SharedChanges[];
  asked: Array<{ since: bigint; at: number }>;
}

/**
 * The dashboard's polled lists, built once per data version rather than once per request: the
 * clients reading an unchanged list of 10,000 tokens share one query, one serialization, one
 * ETag and one compression, and those opening while it is being built wait for that build.
 * Responses of changes are shared too, per list and data version (see `changes`).
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly changesOf = new Map<string, ListChanges>();

  constructor(
    private readonly version: DashboardVersion,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  /**
   * The whole response of `list` at the current data version. `build` makes its content, or hands
   * over another cached response, which is then shared, not copied.
   */
  async response(list: string, build: () => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    const version = await this.version.current();
    const entry = this.entries.get(list);
    if (entry?.version === version) return entry.response;
    const response = this.built(list, version, build);
    const fresh: Entry = { version, response, builtAt: null };
    this.keep(this.entries, list, fresh);
    void response.then(
      () => (fresh.builtAt = performance.now()),
      () => undefined,
    );
    // A failed build is not kept: the next request tries again.
    response.catch(() => this.entries.get(list)?.response === response && this.entries.delete(list));
    return response;
  }

  /**
   * What changed in `list` since the client's version `since`, under the ETag of the list at the
   * current data version: a client that applies it holds the same state as one that loaded the
   * whole list. `build(from)` reads the changes since `from` as a response marked `changes`, or the
   * whole list (marked `full`) when it cannot.
   *
   * Shared: a response of the changes since `from`, read at the current data version, is right
   * for every client whose version is at least `from` (the rows it holds already come again, as
   * they are now: applying them is harmless) and at most the version the response names (it
   * must not carry rows older than those the client holds). So one build, from the oldest version
   * asked for in the last `sharedChangesWindowMs`, serves the clients polling until the data changes,
   * and those asking while it is being built wait for it. A client it does not serve (a version
   * older than `from`, or newer than the response's: another replica's) gets a build of its own.
   */
  async changes(list: string, since: string, build: (from: string) => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    const held = BigInt(since);
    const version = await this.version.current();
    const changes = this.changesAt(list, version);
    const oldestAsked = this.rememberAsked(changes, held);
    const candidates = changes.shared.filter((shared) => shared.from <= held);
    for (const candidate of candidates) {
      // A failed build is another's error: this client tries its own.
      const response = await candidate.response.catch(() => null);
      if (response && servesClientAt(response, held)) return response;
    }
    // One from the oldest version asked lately, unless that one was built already and did not serve.
    const from = candidates.some((candidate) => candidate.from === oldestAsked) ? held : oldestAsked;
    const shared = await this.sharedBuild(list, changes, from, build);
    // The oldest version asked lately was too far behind for changes: this client's own.
    if (from === held || servesClientAt(shared, held)) return shared;
    return this.sharedBuild(list, changes, held, build);
  }

  /**
   * The response of `list` built last (or being built), whatever the data version, if it was built
   * within `maxAgeMs`; else as `response`. For a client that catches up with the changes since the version the response
   * names: a dashboard opening while alerts arrive every 200 ms gets the list a moment old
   * instead of a rebuild of 10,000 tokens for each one that opens.
   */
  async recent(list: string, maxAgeMs: number, build: () => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    const entry = this.entries.get(list);
    // One being built will do as well: any version will.
    if (entry && (entry.builtAt === null || performance.now() - entry.builtAt <= maxAgeMs)) return entry.response;
    return this.response(list, build);
  }

  /** The changes of `list` at data version `version`: those of an older data version are dropped. */
  private changesAt(list: string, version: string): ListChanges {
    const held = this.changesOf.get(list);
    const changes = held?.version === version ? held : { version, shared: [], asked: held?.asked ?? [] };
    this.keep(this.changesOf, list, changes);
    return changes;
  }

  /** Remembers a version asked for; answers the oldest asked for in the last `sharedChangesWindowMs`. */
  private rememberAsked(changes: ListChanges, since: bigint): bigint {
    const now = performance.now();
    changes.asked = [...changes.asked.filter((asked) => now - asked.at <= this.settings.sharedChangesWindowMs), { since, at: now }].slice(
      -MAX_ASKED,
    );
    return changes.asked.reduce((oldest, asked) => (asked.since < oldest ? asked.since : oldest), since);
  }

  /** Builds the changes since `from` for the clients of this data version; a failed build is not kept. */
  private sharedBuild(
    list: string,
    changes: ListChanges,
    from: bigint,
    build: (from: string) => Promise<ResponseContent | CachedResponse>,
  ): Promise<CachedResponse> {
    const shared: SharedChanges = { from, response: this.built(list, changes.version, () => build(String(from))) };
    changes.shared = [...changes.shared, shared].slice(-MAX_SHARED);
    shared.response.catch(() => (changes.shared = changes.shared.filter((kept) => kept !== shared)));
    return shared.response;
  }

  private async built(list: string, version: string, build: () => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    const content = await build();
    return content instanceof CachedResponse ? content : CachedResponse.of(content, listStateTag(list, version));
  }

  /** Keeps `value` as the newest of `map`, which holds at most MAX_RESPONSES lists (filter variants are the client's choice). */
  private keep<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    const oldest = map.keys().next().value;
    if (map.size > MAX_RESPONSES && oldest !== undefined) map.delete(oldest);
  }
}

/** Whether a response of changes is right for a client holding `since`: it names that version or a later one. */
function servesClientAt(response: CachedResponse, since: bigint): boolean {
  const named = response.headers[LIST_VERSION_HEADER];
  return response.headers[LIST_RESPONSE_KIND_HEADER] === 'changes' && named !== undefined && BigInt(named) >= since;
}
