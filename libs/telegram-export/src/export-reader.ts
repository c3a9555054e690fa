import type { Readable } from 'node:stream';
import chain from 'stream-chain';
import { none } from 'stream-chain/defs.js';
import { Assembler } from 'stream-json/assembler.js';
import { parser, type Token } from 'stream-json/parser.js';
import { exportChat, type ExportChat, type ExportChatHeader } from './export-chat.js';

/** A chat whose messages follow, or one of its messages as the export wrote it. */
export type ExportItem = { kind: 'chat'; chat: ExportChat } | { kind: 'message'; chat: ExportChat; value: unknown };

/** The file is no Telegram Desktop JSON export; the message says what is wrong with it. */
export class NotAnExportError extends Error {}

/**
 * Where a JSON container sits in an export. A single chat's export is the chat itself
 * (`{name, type, id, messages}`); a whole account's holds its chats in `chats.list` and the
 * channels it left in `left_chats.list`.
 */
type Place = 'root' | 'chat section' | 'chat list' | 'chat' | 'messages' | 'elsewhere';

interface Frame {
  place: Place;
  /** The key whose value comes next, in an object. */
  key: string | null;
  /** A chat's header fields, read as they pass (Telegram Desktop writes them before its messages). */
  header?: ExportChatHeader;
}

const CHAT_SECTIONS = new Set(['chats', 'left_chats']);
const HEADER_FIELDS = new Set(['name', 'type', 'id']);

/**
 * The chats and messages of a Telegram Desktop export, read as a stream: only the message
 * being read is held in memory, so a 100,000-message export of hundreds of megabytes takes as
 * little memory as a small one. The caller's pace is the reader's: it reads on when the
 * caller asks for the next item.
 */
export async function* readExport(source: Readable): AsyncGenerator<ExportItem> {
  const walker = new ExportWalker();
  const items = chain([source, parser({ streamValues: false }), (token: Token) => walker.step(token) ?? none]);
  try {
    for await (const item of items as AsyncIterable<ExportItem>) yield item;
  } catch (error) {
    if (error instanceof NotAnExportError || isSystemError(error)) throw error;
    throw new NotAnExportError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    items.destroy();
  }
  if (!walker.sawMessages) throw new NotAnExportError('not a Telegram Desktop export (no messages array)');
}

/** A failure to read the file (EIO, EISDIR...) rather than of what it holds. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

/**
 * Follows the parser's tokens through the export's structure, keeping no more than the path to
 * the current token, and hands each message's tokens to an assembler that builds it.
 */
class ExportWalker {
  sawMessages = false;
  private readonly frames: Frame[] = [];
  private chat: ExportChat | null = null;
  // Numbers as their digits: ids and unix times stay exact.
  private readonly message = new Assembler({ numberAsString: true });
  private assembling = false;

  step(token: Token): ExportItem | undefined {
    if (this.assembling) return this.assemble(token);
    const frame = this.frames.at(-1);
    if (!frame) return this.open(token);
    if (frame.place === 'messages' && token.name !== 'endArray') {
      if (!this.chat) throw new NotAnExportError('not a Telegram Desktop export (messages before their chat)');
      this.assembling = true;
      return this.assemble(token);
    }
    switch (token.name) {
      case 'keyValue':
        frame.key = token.value;
        return undefined;
      case 'startObject':
      case 'startArray':
        return this.enter(frame, token.name === 'startObject' ? 'object' : 'array');
      case 'endObject':
      case 'endArray':
        this.frames.pop();
        return undefined;
      case 'stringValue':
      case 'numberValue':
      case 'nullValue':
        if (frame.header && frame.key !== null && HEADER_FIELDS.has(frame.key)) {
          frame.header[frame.key as keyof ExportChatHeader] = token.value;
        }
        return undefined;
      default:
        return undefined;
    }
  }

  private open(token: Token): undefined {
    if (token.name !== 'startObject') throw new NotAnExportError('not a Telegram Desktop export (not a JSON object)');
    this.frames.push({ place: 'root', key: null, header: {} });
    return undefined;
  }

  private enter(parent: Frame, container: 'object' | 'array'): ExportItem | undefined {
    const place = placeOf(parent, container);
    this.frames.push({ place, key: null, ...(place === 'chat' ? { header: {} } : {}) });
    if (place !== 'messages') return undefined;
    this.sawMessages = true;
    this.chat = exportChat(parent.header ?? {});
    return { kind: 'chat', chat: this.chat };
  }

  private assemble(token: Token): ExportItem | undefined {
    this.message.consume(token);
    if (!this.message.done) return undefined;
    this.assembling = false;
    return { kind: 'message', chat: this.chat as ExportChat, value: this.message.current };
  }
}

function placeOf(parent: Frame, container: 'object' | 'array'): Place {
  const key = parent.key;
  switch (parent.place) {
    case 'root':
      if (key === 'messages' && container === 'array') return 'messages';
      return key !== null && CHAT_SECTIONS.has(key) && container === 'object' ? 'chat section' : 'elsewhere';
    case 'chat section':
      return key === 'list' && container === 'array' ? 'chat list' : 'elsewhere';
    case 'chat list':
      return container === 'object' ? 'chat' : 'elsewhere';
    case 'chat':
      return key === 'messages' && container === 'array' ? 'messages' : 'elsewhere';
    default:
      return 'elsewhere';
  }
}
