/**
 * The pieces the demo feed builds its alerts from: the source chats (one per message type) and
 * the links bots put in their messages.
 */
import type { DemoAlert } from './demo-alerts.js';

type MessageType = DemoAlert['expected']['messageType'];

/** One source chat per message type. */
export const SOURCE_CHATS: Readonly<Record<MessageType, { readonly chat: string; readonly chatTitle: string }>> = {
  pumpfun_volume: { chat: '-1001876543210', chatTitle: 'PumpFun Volume Alerts' },
  pumpfun_new_alert: { chat: '-1002143658709', chatTitle: 'PumpFun New Alerts' },
  trenchRadar_pumpfun: { chat: '-1002298471035', chatTitle: 'Trench Radar • Pump.fun' },
  insider: { chat: '-1001734920681', chatTitle: 'Insider Wallet Tracker' },
  cabal_fomo: { chat: '-1002087315524', chatTitle: 'Cabal FOMO Bot' },
  cabal_analysis: { chat: '-1001965208437', chatTitle: 'Cabal Analysis' },
  curated: { chat: '-1001620394857', chatTitle: 'Curated Gems' },
  call_analyzer: { chat: '-1002219840376', chatTitle: 'Call Analyzer' },
  trench_radar: { chat: '-1001598127463', chatTitle: 'Trench Radar' },
  volume_alert: { chat: '-1002365019842', chatTitle: 'Volume Alert Bot' },
  jokel_push_chat: { chat: '-1001847362019', chatTitle: 'Jokel Push Chat' },
};

export const pumpFun = (ca: string): string => `https://pump.fun/coin/${ca}`;
export const gmgn = (ca: string): string => `https://gmgn.ai/sol/token/${ca}`;
export const solscanAccount = (wallet: string): string => `https://solscan.io/account/${wallet}`;
export const dexScreener = (address: string, chain = 'solana'): string => `https://dexscreener.com/${chain}/${address}`;
export const priceBot = (ca: string): string => `https://t.me/jokel_price_bot?start=price_${ca}`;

/** Joins message lines with newlines. */
export const lines = (...parts: string[]): string => parts.join('\n');
