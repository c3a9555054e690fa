/** How many of a chat's latest messages its rhythm is read from. */
const REMEMBERED = 50;
/** Fewer gaps than this say nothing yet about a chat's rhythm. */
const FEWEST_GAPS = 4;

/**
 * A chat's usual interval between messages, from the dates of its latest messages (history and
 * live alike): the median gap, which one quiet night or one burst does not move.
 */
export class ChatRhythm {
  private readonly dates: number[] = [];

  /** A message of the chat, at `date`; each message once. */
  add(date: Date): void {
    this.dates.push(date.getTime());
    this.dates.sort((a, b) => a - b);
    if (this.dates.length > REMEMBERED) this.dates.splice(0, this.dates.length - REMEMBERED);
  }

  /** The usual time between two messages, or null while too few are known. */
  usualIntervalMs(): number | null {
    const gaps = this.dates.slice(1).map((date, index) => date - (this.dates[index] ?? date));
    if (gaps.length < FEWEST_GAPS) return null;
    gaps.sort((a, b) => a - b);
    const middle = Math.floor(gaps.length / 2);
    return gaps.length % 2 === 1 ? (gaps[middle] ?? 0) : ((gaps[middle - 1] ?? 0) + (gaps[middle] ?? 0)) / 2;
  }
}

/** Bounds of a chat's periodic catch-up: never more often than `least`, never less often than `most`. */
export interface CatchUpPace {
  leastMs: number;
  mostMs: number;
  /** While the chat's rhythm is unknown. */
  unknownMs: number;
}

/**
 * How long a chat may stay silent before its history is read again, in case Telegram stopped
 * pushing its messages: twice its usual interval, within the pace's bounds.
 */
export function catchUpIntervalMs(rhythm: ChatRhythm, pace: CatchUpPace): number {
  const usual = rhythm.usualIntervalMs();
  if (usual === null) return pace.unknownMs;
  return Math.min(pace.mostMs, Math.max(pace.leastMs, 2 * usual));
}
