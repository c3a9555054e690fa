import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { routesDeclaredIn } from '@solana-hub/runtime';
import { ApiRoute, noSuchItem, ok } from './api-route.js';
import { openApiDocument } from './openapi-document.js';

const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Starts Swagger UI on this API's document; a file, since the page's CSP allows no inline script. */
const START_SCRIPT = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
};
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Solana Hub API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/start.js"></script>
  </body>
</html>
`;

/** The page's files, served from this process (the machine may be offline: no CDN). */
const ASSETS: Record<string, { type: string; body: () => Buffer }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: () => readFileSync(path.join(swaggerUi, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(path.join(swaggerUi, 'swagger-ui-bundle.js')),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', body: () => Buffer.from(START_SCRIPT) },
};

/**
 * GET /api/docs: the API reference (Swagger UI) and its OpenAPI document. Behind the session like
 * every /api route: the reference is for the people who use this dashboard, and it lets them
 * try calls with their own session.
 */
@Controller('api/docs')
export class ApiDocsController implements OnApplicationBootstrap {
  private document = '';

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  /** Once every module is in: the document covers the routes of all of them. */
  onApplicationBootstrap(): void {
    this.document = JSON.stringify(openApiDocument(routesDeclaredIn(this.discovery, this.reflector), this.reflector));
  }

  @ApiRoute({
    tag: 'docs',
    summary: 'This reference, browsable',
    answers: [{ status: 200, description: 'HTML page', mediaType: 'text/html' }],
  })
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @ApiRoute({ tag: 'docs', summary: 'This OpenAPI 3.1 document', answers: [ok(z.record(z.string(), z.unknown()))] })
  @Get('openapi.json')
  @Header('content-type', 'application/json; charset=utf-8')
  openApi(): string {
    return this.document;
  }

  @ApiRoute({
    tag: 'docs',
    summary: 'The reference page’s scripts and styles',
    answers: [{ status: 200, description: 'JavaScript or CSS', mediaType: 'text/javascript' }, noSuchItem],
  })
  @Get('assets/:file')
  async asset(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!asset) throw new NotFoundException(`No such file: ${file}`);
    // The files change only with the installed package: a day in the browser's cache is safe.
    await reply.header('content-type', asset.type).header('cache-control', 'private, max-age=86400').send(asset.body());
  }
}
