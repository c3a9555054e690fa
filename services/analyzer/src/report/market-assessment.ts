import type { RiskLevel } from '@solana-hub/contracts';
import type { TokenMarket } from '@solana-hub/providers';
import { formatPercent, formatUsd } from './usd.js';

/** Below these, a small sell moves the price a lot. */
export const VERY_LOW_LIQUIDITY_USD = 5_000;
export const LOW_LIQUIDITY_USD = 20_000;
/** Buys above this share of the 24 h trades are buy pressure; below 1 minus it, sell pressure. */
export const BUY_PRESSURE_SHARE = 0.6;
/** Fewer trades than this say nothing about pressure. */
const MIN_TRADES_FOR_PRESSURE = 10;
/** 24 h volume this many times the liquidity is heavy trading. */
const HEAVY_VOLUME_MULTIPLE = 5;
/** A 24 h move this large either way is a strong move. */
export const STRONG_MOVE_PERCENT = 50;

/** What the market says at a glance: pressure, activity and strong moves. */
export function marketSignals(market: TokenMarket): string[] {
  const signals: string[] = [];
  const { buys24h: buys, sells24h: sells } = market;
  const known = buys !== null && sells !== null && buys + sells >= MIN_TRADES_FOR_PRESSURE;
  const pressure = known ? pressureSignal(buys / (buys + sells)) : null;
  if (pressure) signals.push(pressure);
  if (market.volume24h !== null && market.liquidityUsd) {
    const multiple = market.volume24h / market.liquidityUsd;
    if (multiple >= HEAVY_VOLUME_MULTIPLE) signals.push(`Heavy trading: 24h volume is ${multiple.toFixed(1)}x liquidity`);
  }
  const move = market.priceChange24h;
  if (move !== null && move >= STRONG_MOVE_PERCENT) signals.push(`Strong 24h move: up ${formatPercent(move)}`);
  if (move !== null && move <= -STRONG_MOVE_PERCENT) signals.push(`Strong 24h move: down ${formatPercent(-move)}`);
  return signals;
}

/** Buy or sell pressure by the buys' share of the trades; null when neither side leads. */
export function pressureSignal(buyShare: number): string | null {
  if (buyShare > BUY_PRESSURE_SHARE) return 'High buy pressure';
  return buyShare < 1 - BUY_PRESSURE_SHARE ? 'High sell pressure' : null;
}

/** The market's own risks: the warnings it adds and the level it raises the overall risk to. */
export function marketRisk(market: TokenMarket): { level: RiskLevel; warnings: string[] } {
  const liquidity = market.liquidityUsd;
  const warnings: string[] = [];
  let level: RiskLevel = 'low';
  if (liquidity !== null && liquidity < VERY_LOW_LIQUIDITY_USD) {
    warnings.push(`Very low liquidity (${formatUsd(liquidity)}): a small sell moves the price a lot`);
    level = 'high';
  } else if (liquidity !== null && liquidity < LOW_LIQUIDITY_USD) {
    warnings.push(`Low liquidity (${formatUsd(liquidity)}): expect slippage on larger trades`);
    level = 'medium';
  }
  if (market.priceChange24h !== null && market.priceChange24h <= -STRONG_MOVE_PERCENT) {
    warnings.push(`Price down ${formatPercent(-market.priceChange24h)} in 24h`);
    level = 'high';
  }
  return { level, warnings };
}
