import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { QUEUES, type EveryQueue } from '@solana-hub/runtime';
import { SessionStore } from '../auth/session-store.js';
import { refuseWithoutSession } from '../auth/refuse-without-session.js';
import { BoardServer } from './board-server.js';

/** Where the queue dashboard is served. */
export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues: every queue of the hub with its jobs by state, and retry, clean,
 * promote and the rest of the board's actions. Its routes are Fastify's, not Nest's, so the
 * session guard does not see them: they get the same decision in a hook of their own
 * encapsulated context, which runs for exactly the routes the router matched there (page, API
 * and files), never on how a URL is spelled. The same-origin check on every state-changing
 * call (secureHttp) is the server's, so it covers the board's PUTs and POSTs too.
 */
export async function serveQueueBoard(app: NestFastifyApplication, config: Config, logger: Logger): Promise<void> {
  const every = app.get<EveryQueue>(QUEUES);
  const sessions = app.get(SessionStore);
  const server = new BoardServer(QUEUE_BOARD_PATH, logger);
  createBullBoard({
    queues: [...every.queues.values()].map((queue) => new BullMQAdapter(queue, { allowRetries: true })),
    serverAdapter: server,
    options: {
      uiConfig: {
        boardTitle: 'Solana Hub queues',
        // Its link leads to bull-board's site; the README says how to read the board.
        hideDocsLink: true,
        miscLinks: [{ text: 'Dashboard', url: '/' }],
      },
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(async (board) => {
    board.addHook('onRequest', async (request, reply) => {
      await refuseWithoutSession(request, reply, sessions, config.sessionSecret);
    });
    for (const route of server.routes()) board.route(route);
  });
}
