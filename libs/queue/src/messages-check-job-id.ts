import { createHash } from 'node:crypto';

/**
 * The id of the alert rules check the extractor queues for a batch of messages it stored (one
 * job for the batch's tokens: a job per message cost the analyzers more in Redis round trips
 * than the checks themselves). The same messages give the same id, so a batch written again
 * adds nothing; a retry that groups them otherwise adds a check whose claims find the firings
 * made.
 */
export function messagesCheckJobId(messages: ReadonlyArray<{ chatId: string; messageId: string }>): string {
  const keys = messages.map(({ chatId, messageId }) => `${chatId}\u0000${messageId}`).sort();
  return `rules_${createHash('sha256').update(keys.join('\u0001')).digest('hex').slice(0, 40)}`;
}
