import { rawMessageJobId } from '@solana-hub/contracts';

/**
 * The id of the alert rules check a new message asks for. The extractor queues it once the
 * message is stored (again on a retry that finds it stored, so a crash before the message's
 * event was published loses no check), and every analyzer that hears the message's
 * `message.created` event queues it too: the same id makes them one job.
 */
export function messageCheckJobId(chatId: string, messageId: string): string {
  return `rules_${rawMessageJobId({ chatId, messageId, editVersion: 0 })}`;
}
