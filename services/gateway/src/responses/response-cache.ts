import { Injectable } from '@nestjs/common';
import { CachedResponse, listStateTag, type ResponseContent } from './cached-response.js';
import { DashboardVersion } from './dashboard-version.js';

/** Whole lists kept at once: the lists and their filter variants number a handful. */
const MAX_RESPONSES = 32;

interface Entry {
  version: string;
  response: Promise<CachedResponse>;
  /** When the response was built (performance.now()); null while it is being built. */
  builtAt: number | null;
}

/**
 * The dashboard's polled lists, built once per data version rather than once per request: the
 * clients reading an unchanged list of 10,000 tokens share one query, one serialization, one
 * ETag and one compression, and those opening while it is being built wait for that build.
 * Responses of changes are built per request: each is an index range scan from the client's own
 * version, small, and asked for every 30 s by each dashboard (docs/live-updates.md).
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly version: DashboardVersion) {}

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
    this.keep(list, fresh);
    void response.then(
      () => (fresh.builtAt = performance.now()),
      () => undefined,
    );
    // A failed build is not kept: the next request tries again.
    response.catch(() => this.entries.get(list)?.response === response && this.entries.delete(list));
    return response;
  }

  /**
   * What changed in `list` since the client's version, under the ETag of the list at the current
   * data version: a client that applies it holds the same state as one that loaded the whole list.
   */
  async changes(list: string, build: () => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    return this.built(list, await this.version.current(), build);
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

  private async built(list: string, version: string, build: () => Promise<ResponseContent | CachedResponse>): Promise<CachedResponse> {
    const content = await build();
    return content instanceof CachedResponse ? content : CachedResponse.of(content, listStateTag(list, version));
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MAX_RESPONSES && oldest !== undefined) this.entries.delete(oldest);
  }
}
