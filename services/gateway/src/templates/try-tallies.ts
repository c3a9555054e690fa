import { TEMPLATE_TRY_SAMPLE, type FieldChange, type MessageReading, type TemplateTryResponse } from '@solana-hub/contracts';
import type { StoredReading } from '@solana-hub/db';

/** The token fields a try counts gains, changes and losses of. */
const TOKEN_FIELDS = ['token_name', 'token_symbol', 'market_cap'] as const;
type TokenField = (typeof TOKEN_FIELDS)[number];
const SAMPLE_TEXT_CHARS = 600;

const sameReading = (a: MessageReading, b: MessageReading) =>
  a.message_type === b.message_type &&
  a.token_address === b.token_address &&
  a.token_name === b.token_name &&
  a.token_symbol === b.token_symbol &&
  a.market_cap === b.market_cap;

/** What a message's stored row says, in the answer's shape. */
export function storedReadingOf(stored: StoredReading['stored']): MessageReading | null {
  return (
    stored && {
      message_type: stored.messageType,
      token_address: stored.tokenAddress,
      token_name: stored.tokenName,
      token_symbol: stored.tokenSymbol,
      market_cap: stored.marketCap,
    }
  );
}

/** The tokens whose messages gain, change or lose one field. */
class FieldTally {
  readonly gained = new Set<string>();
  readonly changed = new Set<string>();
  readonly lost = new Set<string>();

  add(field: TokenField, before: MessageReading | null, after: MessageReading): void {
    const address = after.token_address;
    const was = before?.token_address === address ? before[field] : null;
    const now = after[field];
    if (address !== null && now !== null) {
      if (was === null) this.gained.add(address);
      else if (was !== now) this.changed.add(address);
    }
    if (address !== null && now === null && was !== null) this.lost.add(address);
    // The token the message named before loses what the message said of it.
    const formerly = before?.token_address ?? null;
    if (formerly !== null && formerly !== address && before?.[field] != null) this.lost.add(formerly);
  }

  counts(): FieldChange {
    return { gained: this.gained.size, changed: this.changed.size, lost: this.lost.size };
  }
}

/**
 * The figures of a try, message by message: per chat how many the template reads and how many
 * change, the tokens whose fields change, the first changed messages as a sample (newest first,
 * as they come), and the messages a replay would put back.
 */
export class TryTallies {
  matched = 0;
  released = 0;
  changed = 0;
  read = 0;
  readonly chats = new Map<string, TemplateTryResponse['chats'][number]>();
  readonly sample: TemplateTryResponse['sample'] = [];
  readonly replayIds: number[] = [];
  readonly namedAddresses = new Set<string>();
  private readonly fields = new Map(TOKEN_FIELDS.map((field) => [field, new FieldTally()]));

  constructor(
    private readonly templateName: string,
    private readonly ownTypes: ReadonlySet<string>,
  ) {}

  /** One message read: counted when the template reads it now or read it before. */
  add(message: StoredReading, after: MessageReading): void {
    this.read += 1;
    const before = storedReadingOf(message.stored);
    const reads = after.message_type === this.templateName;
    if (!reads && !(before !== null && this.ownTypes.has(before.message_type))) return;
    const chat = this.chats.get(message.chatId) ?? { chat_id: message.chatId, chat_title: message.chatTitle, matched: 0, changed: 0 };
    this.chats.set(message.chatId, chat);
    this.replayIds.push(message.id);
    if (reads) {
      this.matched += 1;
      chat.matched += 1;
    } else this.released += 1;
    if (before !== null && sameReading(before, after)) return;
    this.changed += 1;
    chat.changed += 1;
    if (after.token_address !== null) this.namedAddresses.add(after.token_address);
    for (const [field, tally] of this.fields) tally.add(field, before, after);
    if (this.sample.length < TEMPLATE_TRY_SAMPLE) {
      this.sample.push({
        raw_message_id: message.id,
        chat_id: message.chatId,
        chat_title: message.chatTitle,
        date: message.date.toISOString(),
        text: message.text.slice(0, SAMPLE_TEXT_CHARS),
        before,
        after,
      });
    }
  }

  tokens(newTokens: number): TemplateTryResponse['tokens'] {
    const counts = (field: TokenField) => this.fields.get(field)?.counts() ?? { gained: 0, changed: 0, lost: 0 };
    return { new: newTokens, name: counts('token_name'), symbol: counts('token_symbol'), market_cap: counts('market_cap') };
  }

  /** The chats the template concerns, the most read first. */
  chatList(): TemplateTryResponse['chats'] {
    return [...this.chats.values()].sort((a, b) => b.matched - a.matched || b.changed - a.changed || a.chat_id.localeCompare(b.chat_id));
  }
}
