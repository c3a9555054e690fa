import { constants, deflateRawSync } from 'node:zlib';

/**
 * How a socket's frames are compressed, as its handshake settled (RFC 7692 permessage-deflate):
 * in the compression context every such socket shares (`shared`), each frame on its own (the
 * client asked for `server_no_context_takeover`), or not at all (it did not offer the extension).
 */
export type FrameCompression = 'shared' | 'each-frame' | 'none';

/** The window the server announces (`server_max_window_bits`): the live feed's repeats are within the last few frames. */
export const SERVER_WINDOW_BITS = 11;
const WINDOW_BYTES = 2 ** SERVER_WINDOW_BITS;
/** zlib's state for a 2 KB window: memory is per compression now, not per socket, but a larger one compresses no better here. */
const MEM_LEVEL = 4;
/** Frames smaller than this (PONG) are not worth compressing. */
export const MIN_COMPRESSED_BYTES = 128;
/** What a sync flush ends with, which permessage-deflate leaves off the wire (RFC 7692, 7.2.1). */
const FLUSH_TAIL_BYTES = 4;
const NOTHING = Buffer.alloc(0);

/** Which compression the handshake's answer (its header lines, as ws writes them) agreed to. */
export function negotiatedCompression(answerHeaders: readonly string[]): FrameCompression {
  const extensions = answerHeaders.find((line) => /^sec-websocket-extensions:/i.test(line));
  if (!extensions?.includes('permessage-deflate')) return 'none';
  return extensions.includes('server_no_context_takeover') ? 'each-frame' : 'shared';
}

/** One unfragmented text frame as a server sends it (unmasked), its RSV1 bit set when `payload` is deflated. */
export function textFrame(payload: Buffer, deflated: boolean): Buffer {
  const first = 0x80 | (deflated ? 0x40 : 0) | 0x01;
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = first;
  if (length < 126) header[1] = length;
  else if (length < 0x10000) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** `data` deflated after `window` (what the client's inflater holds last), flushed, without the flush's tail. */
function deflated(data: Buffer, window: Buffer): Buffer {
  const out = deflateRawSync(data, {
    windowBits: SERVER_WINDOW_BITS,
    memLevel: MEM_LEVEL,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(window.length > 0 ? { dictionary: window } : {}),
  });
  return out.subarray(0, out.length - FLUSH_TAIL_BYTES);
}

/**
 * The live feed's frames, each compressed once for every socket rather than once per socket
 * (200 dashboards made 1,000 compressions a second at 5 alerts a second, over half the gateway's
 * busy time). Every socket in the shared context received the same compressed frames since it
 * joined, so their inflaters hold the same last bytes, and one deflate against those bytes (the
 * last 2 KB of the frames sent, as a preset dictionary) is right for all of them. A socket that
 * joins has seen none of them: the next shared frame starts afresh, referring to nothing before
 * it, which is right for the sockets already there too. Synchronous: a frame of a few hundred
 * bytes deflates in tens of microseconds, and the frames keep their order without a queue.
 */
export class BroadcastFrames {
  private window = NOTHING;
  private startAfresh = true;

  /** A socket joined the shared context: the next shared frame refers to nothing sent before. */
  joined(): void {
    this.startAfresh = true;
  }

  /** The bytes on the wire of the frame carrying `payload`, per compression, each made at most once (and only if asked for). */
  framesOf(payload: string): (compression: FrameCompression) => Buffer {
    const data = Buffer.from(payload);
    const made = new Map<FrameCompression, Buffer>();
    return (asked) => {
      const compression = data.length < MIN_COMPRESSED_BYTES ? 'none' : asked;
      let frame = made.get(compression);
      if (!frame) {
        frame = this.frame(data, compression);
        made.set(compression, frame);
      }
      return frame;
    };
  }

  private frame(data: Buffer, compression: FrameCompression): Buffer {
    if (compression === 'none') return textFrame(data, false);
    if (compression === 'each-frame') return textFrame(deflated(data, NOTHING), true);
    if (this.startAfresh) {
      this.window = NOTHING;
      this.startAfresh = false;
    }
    const frame = textFrame(deflated(data, this.window), true);
    this.window = Buffer.concat([this.window, data]).subarray(-WINDOW_BYTES);
    return frame;
  }
}
