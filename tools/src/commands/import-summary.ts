import type { ExportChat } from '@solana-hub/telegram-export';
import type { QueuedBatch } from './import-queue.js';

const count = (n: number) => n.toLocaleString('en-US');
const messagesCount = (n: number) => `${count(n)} message${n === 1 ? '' : 's'}`;

/** What an import did, counted as it goes, and told at its end. */
export class ImportSummary {
  read = 0;
  queued = 0;
  alreadyStored = 0;
  alreadyQueued = 0;
  private readonly skipped = new Map<string, number>();
  private readonly chats: Array<{ chat: ExportChat; messages: number }> = [];
  private readonly startedAt = performance.now();

  chat(chat: ExportChat): void {
    this.chats.push({ chat, messages: 0 });
  }

  message(): void {
    this.read++;
    const current = this.chats.at(-1);
    if (current) current.messages++;
  }

  skip(reason: string): void {
    this.skipped.set(reason, (this.skipped.get(reason) ?? 0) + 1);
  }

  batch(batch: QueuedBatch): void {
    this.queued += batch.queued;
    this.alreadyStored += batch.alreadyStored;
    this.alreadyQueued += batch.alreadyQueued;
  }

  get skippedCount(): number {
    return [...this.skipped.values()].reduce((sum, n) => sum + n, 0);
  }

  /** The summary printed at the end. */
  lines(file: string): string[] {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const perSecond = (n: number) => count(Math.round(n / Math.max(seconds, 0.001)));
    const rows: Array<[string, number]> = [
      ['queued for extraction', this.queued],
      ['already stored (imported before, or read live)', this.alreadyStored],
      ['already queued (imported within the hour)', this.alreadyQueued],
      ['skipped', this.skippedCount],
    ];
    const width = Math.max(...rows.map(([label]) => label.length), ...[...this.skipped.keys()].map((reason) => reason.length + 2));
    return [
      `${file}: ${messagesCount(this.read)} read in ${seconds.toFixed(1)} s (${perSecond(this.read)} messages/s, ${perSecond(this.queued)} queued/s)`,
      ...rows.map(([label, n]) => `  ${label.padEnd(width)}  ${count(n).padStart(9)}`),
      ...[...this.skipped].sort(([, a], [, b]) => b - a).map(([reason, n]) => `    ${reason.padEnd(width - 2)}  ${count(n).padStart(9)}`),
      ...this.chats.map(({ chat, messages }) => {
        const name = `${chat.title ?? 'untitled chat'}${chat.chatId === null ? '' : ` (${chat.chatId})`}: ${messagesCount(messages)}`;
        return chat.imported ? `  chat ${name}` : `  chat ${name}, not imported: ${chat.reason}`;
      }),
    ];
  }
}
