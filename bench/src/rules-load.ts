import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import type { AlertConditions, AlertRule, AlertRuleInput, RawMessage } from '@solana-hub/contracts';
import { thresholdsMet, type TokenFacts } from '@solana-hub/db';
import { WRITTEN_ALERT_TYPES, writtenAlert, writtenAlertToken, type WrittenAlertType } from '@solana-hub/demo-alerts';

/**
 * The alert-rules bench's load: alert texts whose extraction the bench knows (written-alert.ts
 * in libs/demo-alerts; libs/extraction's written-alert.test.ts holds the extractor to them), and
 * the firings the rules must make, worked out from the alerts as they are sent with the matching
 * the analyzer uses.
 */

export const CHATS = 30;
export const chat = (index: number) => `-100${String(4_000_000_000 + index)}`;
const TYPES = WRITTEN_ALERT_TYPES;

/** Fifty rules of the kinds a trader writes, selective as a trader's are: a few firings per hundred alerts each. */
export function rules(): AlertRuleInput[] {
  const conditions: AlertConditions[] = Array.from({ length: 50 }, (_, i): AlertConditions => {
    switch (Math.floor(i / 10)) {
      case 0:
        return { messageTypes: [TYPES[i % TYPES.length] ?? 'insider'], firstMarketCap: { max: 12_000 + i * 1_000 } };
      case 1:
        return { channelsWithin: { channels: 5 + (i % 3), minutes: 1 } };
      case 2:
        return { multiples: [6 + (i % 5)] };
      case 3:
        return { calledBy: [chat(i % CHATS)], firstMarketCap: { min: 150_000 } };
      default:
        return {
          messageTypes: [TYPES[i % TYPES.length] ?? 'insider', TYPES[(i + 3) % TYPES.length] ?? 'kol'],
          channelsWithin: { channels: 4, minutes: 1 },
        };
    }
  });
  return conditions.map((rule, i) => ({
    name: `Rule ${String(i).padStart(2, '0')}`,
    enabled: true,
    conditions: rule,
    actions: { telegram: true, browser: true, sound: 'none', webhookUrl: null },
  }));
}

/** Token number `index`'s address: the same in every run. */
export const tokenAddress = (index: number) => bs58.encode(createHash('sha256').update(`alert-rules bench ${index}`).digest());

/** One alert the bench sends: what it says, and when it was queued. */
export interface SentAlert {
  /** its place in the load, from 0 */
  seq: number;
  raw: RawMessage;
  address: string;
  messageType: WrittenAlertType;
  marketCap: number;
  queuedAt: number;
}

/** An alert about token number `tokenIndex`, dated `at` (distinct per alert: the first market cap is the earliest one's). */
export function alertMessage(
  seq: number,
  tokenIndex: number,
  facts: { chatId: string; messageType: WrittenAlertType; marketCap: number },
  at: number,
): Omit<SentAlert, 'queuedAt'> {
  const address = tokenAddress(tokenIndex);
  const text = writtenAlert({ messageType: facts.messageType, address, marketCap: facts.marketCap, ...writtenAlertToken(tokenIndex) });
  const date = new Date(at).toISOString();
  return {
    seq,
    address,
    messageType: facts.messageType,
    marketCap: facts.marketCap,
    raw: {
      source: 'http',
      chatId: facts.chatId,
      chatTitle: null,
      messageId: String(seq + 1),
      editVersion: 0,
      date,
      text,
      links: [],
      receivedAt: date,
    },
  };
}

/** A firing the rules must make: when the alert that met it was queued, and which alert that was. */
export interface ExpectedFiring {
  at: number;
  address: string;
  seq: number;
}

/**
 * Each token's facts as the alerts sent so far build them, and the firings they make: keyed
 * `rule name|address|threshold`, as the bench reads them back.
 */
export class ExpectedFirings {
  readonly firings = new Map<string, ExpectedFiring>();
  /** each token's alerts, by seq */
  readonly alertsOf = new Map<string, number[]>();
  private readonly tokens = new Map<string, TokenFacts>();

  constructor(private readonly rules: readonly AlertRule[]) {}

  add(alert: SentAlert): void {
    const at = Date.parse(alert.raw.date);
    const facts = this.tokens.get(alert.address) ?? {
      address: alert.address,
      name: null,
      symbol: null,
      firstSeen: new Date(at),
      firstMarketCap: alert.marketCap,
      bestMarketCap: null,
      currentMarketCap: null,
      confluence: 0,
      calls: [],
      security: null,
    };
    this.tokens.set(alert.address, facts);
    this.alertsOf.set(alert.address, [...(this.alertsOf.get(alert.address) ?? []), alert.seq]);
    facts.calls.push({ chatId: alert.raw.chatId, at, messageType: alert.messageType, channel: null });
    facts.bestMarketCap = Math.max(facts.bestMarketCap ?? 0, alert.marketCap);
    facts.currentMarketCap = alert.marketCap;
    for (const rule of this.rules) {
      for (const threshold of thresholdsMet(rule.conditions, facts, [])) {
        const key = `${rule.name}|${alert.address}|${threshold}`;
        if (!this.firings.has(key)) this.firings.set(key, { at: alert.queuedAt, address: alert.address, seq: alert.seq });
      }
    }
  }

  /** Whether the firing waited on one of `late` (its token's alerts up to the one that met it, by seq). */
  waitedOn(firing: ExpectedFiring, late: ReadonlySet<number>): boolean {
    return (this.alertsOf.get(firing.address) ?? []).some((seq) => seq <= firing.seq && late.has(seq));
  }
}
