import { serverFrameSchema, type ServerFrame } from '@solana-hub/contracts';

/** A frame from /ws, or null (logged) when it is not one the contract knows. */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.warn('Live feed: frame is not JSON', data.slice(0, 200));
    return null;
  }
  const frame = serverFrameSchema.safeParse(json);
  if (!frame.success) {
    console.warn('Live feed: unknown frame', frame.error.issues);
    return null;
  }
  return frame.data;
}
