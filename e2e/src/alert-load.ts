import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { demoAlerts } from '@solana-hub/demo-alerts';

/** An ingest request body for one alert. */
export interface PostedAlert {
  chat: string;
  message_id: number;
  text: string;
  date: number;
  links: string[];
}

/** `count` demo alerts re-addressed to `tokens` fresh tokens, dated a second apart. */
export function alertLoad(count: number, tokens: number): PostedAlert[] {
  const addresses = Array.from({ length: tokens }, () => bs58.encode(randomBytes(32)));
  const start = Math.floor(Date.now() / 1000) - count;
  return Array.from({ length: count }, (_, i) => {
    const alert = demoAlerts[i % demoAlerts.length]!;
    const address = addresses[i % tokens]!;
    const swap = (s: string) => s.replaceAll(alert.expected.tokenAddress, address);
    return { chat: alert.chat, message_id: i, text: swap(alert.text), date: start + i, links: (alert.links ?? []).map(swap) };
  });
}
