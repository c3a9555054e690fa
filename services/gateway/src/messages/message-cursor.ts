import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import type { MessagePosition } from '@solana-hub/db';

/**
 * The tracer's cursor: the (timestamp, id) of the last message of a page, and the count the
 * first page answered (so the next pages answer it without counting again), as base64url JSON.
 * Clients pass it back as it was given and never look inside.
 */
const positionSchema = z.object({
  at: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/),
  id: z.number().int().positive(),
  /** The first page's count; absent in a cursor made before counts were carried (then counted again). */
  total: z.object({ count: z.number().int().nonnegative(), capped: z.boolean() }).optional(),
});

export type TracerCursor = MessagePosition & { total?: { count: number; capped: boolean } | undefined };

export function encodeCursor(cursor: TracerCursor): string {
  return Buffer.from(JSON.stringify({ at: cursor.at, id: cursor.id, total: cursor.total })).toString('base64url');
}

/** The position (and count) a cursor stands for; 400 {error} when it is not one this gateway made. */
export function decodeCursor(cursor: string): TracerCursor {
  let json: unknown;
  try {
    json = /^[A-Za-z0-9_-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = positionSchema.safeParse(json);
  if (!parsed.success || Number.isNaN(Date.parse(parsed.data.at))) {
    throw new BadRequestException('cursor: invalid cursor, pass the nextCursor of the previous page unchanged');
  }
  return parsed.data;
}
