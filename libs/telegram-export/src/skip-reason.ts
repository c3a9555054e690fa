import { EARLIEST_MESSAGE_DATE } from '@solana-hub/contracts';

/** Why a message of an export is not imported, in the words the import's summary prints. */
export const SkipReason = {
  Service: 'service message (joined, pinned, renamed, ...)',
  Unsupported: 'a message Telegram Desktop could not export',
  NoText: 'no text and no link (media without a caption)',
  BadDate: 'no valid date',
  BeforeTelegram: `dated before ${EARLIEST_MESSAGE_DATE.slice(0, 10)}, when Telegram did not exist yet`,
  TooLong: 'too long for a raw message',
  Malformed: 'not a message as Telegram Desktop writes one',
} as const;
