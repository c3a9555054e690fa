import { z } from 'zod';
import {
  alertMessageSchema,
  HOLDS_NOTHING,
  LIST_RESPONSE_KIND_HEADER,
  LIST_VERSION_HEADER,
  latestMessageChangesSchema,
  messagesByTokenChangesSchema,
  messagesByTokenSchema,
  tokenListChangesSchema,
  tokenSchema,
  withLatestMessageChanges,
  withMessagesByTokenChanges,
  withTokenListChanges,
  type AlertMessage,
  type MessagesByToken,
  type Token,
} from '@solana-hub/contracts';

/** The three polled lists as a dashboard holds them. */
export interface DashboardLists {
  tokens: Token[];
  latest: Readonly<Record<string, AlertMessage>>;
  strips: MessagesByToken;
}

/** What one poll brought: a status and, for a 200, whether the whole list or its changes, and its size. */
export interface PollResult {
  status: number;
  kind: string | null;
  bytes: number;
}

interface PolledList<T, C> {
  path: string;
  whole: z.ZodType<T>;
  changes: z.ZodType<C>;
  withChanges(held: T, changes: C): T;
}

const lists = {
  tokens: { path: '/api/tokens', whole: z.array(tokenSchema), changes: tokenListChangesSchema, withChanges: withTokenListChanges },
  latest: {
    path: '/api/latest-messages',
    whole: z.record(z.string(), alertMessageSchema),
    changes: latestMessageChangesSchema,
    withChanges: withLatestMessageChanges,
  },
  strips: {
    path: '/api/all-messages-by-token',
    whole: messagesByTokenSchema,
    changes: messagesByTokenChangesSchema,
    withChanges: withMessagesByTokenChanges,
  },
} satisfies { [K in keyof DashboardLists]: PolledList<DashboardLists[K], unknown> };

/**
 * A dashboard over real HTTP, polling as the browser does (frontend/src/live/list-poll.ts):
 * the whole lists first (since=0: a recent version will do, caught up at once), then `?since=` the version held with the ETag held, merging answers of
 * changes with the browser's own merge functions. `base` may change between polls: replicas.
 */
export class DashboardClient {
  private held: Partial<{ [K in keyof DashboardLists]: { value: DashboardLists[K]; version: string; etag: string } }> = {};

  /** `fresh`: the first load asks for the current lists (no since), not any recent ones (since=0) as the browser does. */
  constructor(
    private readonly cookie: string,
    private readonly firstLoad: 'as-the-browser' | 'fresh' = 'as-the-browser',
  ) {}

  lists(): DashboardLists {
    const { tokens, latest, strips } = this.held;
    if (!tokens || !latest || !strips) throw new Error('the dashboard has not loaded yet');
    return { tokens: tokens.value, latest: latest.value, strips: strips.value };
  }

  /** Polls every list once; answers what each poll brought. */
  async poll(base: string): Promise<Record<keyof DashboardLists, PollResult>> {
    return {
      tokens: await this.pollOne(base, 'tokens'),
      latest: await this.pollOne(base, 'latest'),
      strips: await this.pollOne(base, 'strips'),
    };
  }

  private async pollOne<K extends keyof DashboardLists>(base: string, name: K): Promise<PollResult> {
    const list = lists[name] as unknown as PolledList<DashboardLists[K], unknown>;
    const held = this.held[name];
    const since = held ? held.version : this.firstLoad === 'fresh' ? null : HOLDS_NOTHING;
    const response = await fetch(`${base}${list.path}${since === null ? '' : `?since=${since}`}`, {
      headers: { cookie: this.cookie, 'accept-encoding': 'br', ...(held ? { 'if-none-match': held.etag } : {}) },
    });
    if (response.status === 304) return { status: 304, kind: null, bytes: 0 };
    if (response.status !== 200) throw new Error(`${list.path}: ${response.status} ${await response.text()}`);
    const body: unknown = await response.json();
    const kind = response.headers.get(LIST_RESPONSE_KIND_HEADER);
    const value = kind === 'changes' && held ? list.withChanges(held.value, list.changes.parse(body)) : list.whole.parse(body);
    (this.held as Record<string, unknown>)[name] = {
      value,
      version: response.headers.get(LIST_VERSION_HEADER) ?? '',
      etag: response.headers.get('etag') ?? '',
    };
    // A list loaded with since=0 may be a moment old: the changes since it, at once.
    if (since === HOLDS_NOTHING) await this.pollOne(base, name);
    return { status: 200, kind, bytes: Number(response.headers.get('content-length') ?? 0) };
  }
}

/** The lists as a fresh load shows them, in comparable form: tokens in order, the rest keyed by address. */
export async function freshLoad(base: string, cookie: string): Promise<DashboardLists> {
  const client = new DashboardClient(cookie, 'fresh');
  await client.poll(base);
  return client.lists();
}
