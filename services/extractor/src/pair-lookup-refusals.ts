import type { Logger } from 'pino';
import type { PairLookupBound } from './pair-answers.js';

/** A flood is said at once, then at most once this often, with what it refused meanwhile. */
const LOG_EVERY_MS = 60_000;
/** The chats a line names, the most refused first: a flood from many chats stays one short line. */
const CHATS_NAMED = 10;

/**
 * The messages whose pair lookup was refused, over the bound of all chats (`all`) or of their own
 * chat (`chat`), counted per chat and logged in one line a minute at most: a flood of pair links
 * would otherwise write a line per message.
 */
export class PairLookupRefusals {
  private counts = new Map<string, { all: number; chat: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly bound: PairLookupBound,
  ) {}

  note(chatId: string, over: 'all' | 'chat'): void {
    const count = this.counts.get(chatId) ?? { all: 0, chat: 0 };
    count[over] += 1;
    this.counts.set(chatId, count);
    if (this.timer === null) this.flush();
  }

  /** After the last of the extractor's jobs: what was refused since the last line is said too. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.logRefused();
  }

  /** Logs what was refused since the last line, if anything, and looks again in a minute. */
  private flush(): void {
    this.timer = this.logRefused() ? setTimeout(() => this.flush(), LOG_EVERY_MS).unref() : null;
  }

  /** Whether anything was refused since the last line (then said now). */
  private logRefused(): boolean {
    if (this.counts.size === 0) return false;
    const byChat = [...this.counts].sort(([, a], [, b]) => b.all + b.chat - (a.all + a.chat));
    this.counts = new Map();
    this.logger.warn(
      {
        refused: byChat.reduce((sum, [, count]) => sum + count.all + count.chat, 0),
        chats: Object.fromEntries(byChat.slice(0, CHATS_NAMED)),
        otherChats: Math.max(0, byChat.length - CHATS_NAMED),
        ...this.bound,
      },
      'pair lookups over their bound: messages linking only an unanswered DexScreener pair left about no token',
    );
    return true;
  }
}
