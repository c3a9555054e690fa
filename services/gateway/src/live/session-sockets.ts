import { SESSION_ENDED_CLOSE_CODE } from '@solana-hub/contracts';
import type { WebSocket } from 'ws';

/** The live-feed sockets this replica holds, by the session that opened them. */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  add(sessionId: string, socket: WebSocket): void {
    const sockets = this.bySession.get(sessionId) ?? new Set<WebSocket>();
    this.bySession.set(sessionId, sockets.add(socket));
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.bySession.delete(sessionId);
    });
  }

  sessions(): string[] {
    return [...this.bySession.keys()];
  }

  /** Closes the session's sockets with the code that sends the browser back to the login page. */
  endSession(sessionId: string): void {
    for (const socket of this.bySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }
}
