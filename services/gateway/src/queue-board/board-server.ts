import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import type {
  AppControllerRoute,
  AppViewRoute,
  BullBoardQueues,
  ControllerHandlerReturnType,
  IServerAdapter,
  UIConfig,
} from '@bull-board/api/dist/types.js';
import { listBoardFiles } from './board-files.js';
import { renderBoardPage } from './board-page.js';

/** What the board's handlers throw, answered as the board's own error handler words it. */
type BoardErrorHandler = (error: Error) => ControllerHandlerReturnType;

/**
 * Bull Board's server side on this gateway's Fastify: the board (createBullBoard) hands over its
 * page, API routes and static folder, and this turns them into plain Fastify routes under
 * `basePath`. In place of @bull-board/fastify, whose @fastify/static and @fastify/view load
 * ESM-only packages through require(), which jest's module loader cannot run: the route audit
 * must be able to start the board in-process. What is served is the same: the page (its EJS
 * template has only two kinds of tag, see renderBoardPage), the JSON API, the static files.
 */
export class BoardServer implements IServerAdapter {
  private queues: BullBoardQueues | undefined;
  private viewsPath: string | undefined;
  private statics: { route: string; folder: string } | undefined;
  private entryRoute: AppViewRoute | undefined;
  private apiRoutes: AppControllerRoute[] = [];
  private errorHandler: BoardErrorHandler | undefined;
  private uiConfig: UIConfig = {};

  constructor(
    private readonly basePath: string,
    private readonly logger: Logger,
  ) {}

  setQueues(queues: BullBoardQueues): this {
    this.queues = queues;
    return this;
  }

  setViewsPath(viewsPath: string): this {
    this.viewsPath = viewsPath;
    return this;
  }

  setStaticPath(route: string, folder: string): this {
    this.statics = { route, folder };
    return this;
  }

  setEntryRoute(route: AppViewRoute): this {
    this.entryRoute = route;
    return this;
  }

  setErrorHandler(handler: BoardErrorHandler): this {
    this.errorHandler = handler;
    return this;
  }

  setApiRoutes(routes: AppControllerRoute[]): this {
    this.apiRoutes = routes;
    return this;
  }

  setUIConfig(config: UIConfig): this {
    this.uiConfig = config;
    return this;
  }

  /** Every route of the board, to register where its session check applies (see serveQueueBoard). */
  routes(): RouteOptions[] {
    const { queues, viewsPath, statics, entryRoute, errorHandler } = this;
    if (!queues || !viewsPath || !statics || !entryRoute || !errorHandler) throw new Error('createBullBoard has not set the board up');
    return [
      ...this.pageRoutes(entryRoute, viewsPath),
      ...this.apiRoutes.flatMap((route) => this.apiRoute(route, queues, errorHandler)),
      this.fileRoute(statics),
    ];
  }

  /** The page, on every path of the board's own screens (reloading one of them must work). */
  private pageRoutes(entry: AppViewRoute, viewsPath: string): RouteOptions[] {
    const { name, params } = entry.handler({ basePath: this.basePath, uiConfig: this.uiConfig });
    const page = renderBoardPage(readFileSync(path.join(viewsPath, name), 'utf8'), params);
    // '/' is the board itself, with and without the slash its own links add.
    const paths = [entry.route]
      .flat()
      .flatMap((route) => (route === '/' ? [this.basePath, `${this.basePath}/`] : [`${this.basePath}${route}`]));
    return paths.map((url) => ({
      method: 'GET',
      url,
      handler: (_request: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(page),
    }));
  }

  private apiRoute(route: AppControllerRoute, queues: BullBoardQueues, errorHandler: BoardErrorHandler): RouteOptions[] {
    return [route.route].flat().map((url) => ({
      method: [route.method].flat().map((method) => method.toUpperCase()),
      url: `${this.basePath}${url}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        let answer: ControllerHandlerReturnType;
        try {
          answer = await route.handler({
            queues,
            uiConfig: this.uiConfig,
            params: request.params as Record<string, string>,
            query: request.query as Record<string, unknown>,
            body: (request.body ?? {}) as Record<string, unknown>,
            headers: singleValued(request.headers),
          });
        } catch (error) {
          this.logger.error({ err: error, route: request.routeOptions.url }, 'queue board request failed');
          answer = errorHandler(error instanceof Error ? error : new Error(String(error)));
        }
        return reply.status(answer.status ?? 200).send(answer.body);
      },
    }));
  }

  /** The board's scripts, styles, images and translations: only the files listed at start. */
  private fileRoute(statics: { route: string; folder: string }): RouteOptions {
    const files = listBoardFiles(statics.folder);
    return {
      method: 'GET',
      url: `${this.basePath}${statics.route}/*`,
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        // The wildcard's part of the path, decoded by the router.
        const found = files.get((request.params as { '*': string })['*']);
        if (!found) return reply.status(404).send({ error: 'No such file' });
        // Their names carry a hash of their content, except the translations and icons: a day.
        return reply.type(found.type).header('cache-control', 'private, max-age=86400').send(createReadStream(found.file));
      },
    };
  }
}

/** Headers as the board reads them: one value each (a repeated header keeps its first). */
function singleValued(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}
