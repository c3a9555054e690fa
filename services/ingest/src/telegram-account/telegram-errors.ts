import { MtPeerNotFoundError, tl } from '@mtcute/core';

/** The seconds Telegram asks to wait before the next request (FLOOD_WAIT_X and kin); null for other errors. */
export function floodWaitSeconds(error: unknown): number | null {
  if (tl.RpcError.is(error, 'FLOOD_WAIT_%d')) return error.seconds;
  if (!tl.RpcError.is(error)) return null;
  const match = /^(?:FLOOD_PREMIUM_WAIT|FLOOD_TEST_PHONE_WAIT|SLOWMODE_WAIT)_(\d+)$/.exec(error.text);
  return match ? Number(match[1]) : null;
}

/** Telegram no longer takes the session: it was revoked, ended, or the account is gone. */
export function isSessionRefused(error: unknown): boolean {
  return tl.RpcError.is(error) && error.code === 401;
}

/** The client knows no access hash for the chat: it never listed it, or the chat is not the account's. */
export function isPeerUnknown(error: unknown): boolean {
  return error instanceof MtPeerNotFoundError;
}

/** A few words on a failure for the Sources screen and /health: Telegram's error name, never a host or a secret. */
export function publicReason(error: unknown): string {
  if (tl.RpcError.is(error)) return `Telegram refused: ${error.text}`;
  if (isPeerUnknown(error)) return 'the account cannot see this chat';
  return 'reading failed (the ingest log has the details)';
}

/**
 * Why Telegram cannot be reached, as the Sources screen says it: the system call and error code
 * of a network failure ("connect ECONNREFUSED"), never the address; null for other errors.
 */
export function unreachableProblem(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string' || !/^E[A-Z]+$/.test(error.code)) return null;
  const syscall = 'syscall' in error && typeof error.syscall === 'string' ? `${error.syscall} ` : '';
  return `Telegram unreachable: ${syscall}${error.code}`;
}
