import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { declaredRoutes } from '@solana-hub/runtime';
import { gatewayForTests } from '../test-gateway.fixture.js';

const gateway = gatewayForTests('docs password');

const openApiSchema = z.object({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.record(z.string(), z.object({ summary: z.string(), responses: z.record(z.string(), z.unknown()) }))),
});

/** Every method and path the server registered under /api, written as OpenAPI writes them. */
function registeredApiRoutes(): string[] {
  return gateway.service.routes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
}

describe('the API reference', () => {
  it('documents every registered /api route (each by its @ApiRoute), and nothing else', async () => {
    const response = await fetch(`${gateway.base}/api/docs/openapi.json`, { headers: { cookie: gateway.cookie } });
    expect(response.status).toBe(200);
    const document = openApiSchema.parse(await response.json());
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = registeredApiRoutes();
    expect(registered.length).toBeGreaterThan(20);
    // Named first, so a handler left without @ApiRoute fails with its method and path.
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('lists every registered /api route in the table of docs/api.md, and nothing else', () => {
    const doc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const listed = [...doc.matchAll(/^\| [^|]+ \| (GET|POST|PUT|DELETE) \| `([^`]+)` \|/gm)].map(
      ([, method = '', path = '']) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(listed.sort()).toEqual([...new Set(registeredApiRoutes())].sort());
  });

  it('marks as open (no session needed) exactly the routes declared @Public()', async () => {
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.object({ security: z.array(z.unknown()).optional() }))) })
      .parse(await (await fetch(`${gateway.base}/api/docs/openapi.json`, { headers: { cookie: gateway.cookie } })).json());
    const documentedOpen = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        operation.security?.length === 0 ? [`${method.toUpperCase()} ${path}`] : [],
      ),
    );
    const declaredOpen = declaredRoutes(gateway.service.app).filter((route) => route.public && route.path.startsWith('/api/'));
    expect(documentedOpen.sort()).toEqual(declaredOpen.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`).sort());
  });

  it('describes parameters, bodies and answers from the zod contracts', async () => {
    const document = z
      .record(z.string(), z.unknown())
      .parse(await (await fetch(`${gateway.base}/api/docs/openapi.json`, { headers: { cookie: gateway.cookie } })).json());
    const paths = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))).parse(document.paths);
    const hidden = JSON.stringify(paths['/api/tokens/hidden']?.get);
    expect(hidden).toContain('"name":"sortBy"');
    expect(hidden).toContain('"ath_multiple"');
    const analysis = JSON.stringify(paths['/api/analyze/full/{address}']?.get);
    expect(analysis).toContain('"overallRisk"');
    expect(analysis).toContain('"504"');
    expect(JSON.stringify(paths['/api/login']?.post)).toContain('"requestBody"');
    expect(paths['/api/login']?.post?.security).toEqual([]);
    for (const polled of ['/api/tokens', '/api/latest-messages', '/api/all-messages-by-token']) {
      const poll = JSON.stringify(paths[polled]?.get);
      expect([polled, poll]).toEqual([polled, expect.stringContaining('"name":"since"')]);
      expect(poll).toContain('"removed"');
      expect(poll).toContain('x-dashboard-version');
    }
    // The dashboard's channel filter matches each token's caller chat ids, in the answer and said in words.
    const tokens = JSON.stringify(paths['/api/tokens']?.get);
    expect(tokens).toContain('"caller_chat_ids":{"type":"array","items":{"type":"string"}}');
    expect(tokens).toContain('caller_chat_ids (those chats, sorted');
  });

  it('serves a browsable page and its files from this server, under a CSP that allows only them', async () => {
    const page = await fetch(`${gateway.base}/api/docs`, { headers: { cookie: gateway.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/start.js']);
    for (const file of files) {
      const asset = await fetch(`${gateway.base}${file}`, { headers: { cookie: gateway.cookie } });
      expect([file, asset.status]).toEqual([file, 200]);
      expect((await asset.text()).length).toBeGreaterThan(100);
    }
    expect(
      await fetch(`${gateway.base}/api/docs/assets/start.js`, { headers: { cookie: gateway.cookie } }).then((r) => r.text()),
    ).toContain("url: '/api/docs/openapi.json'");
    expect((await fetch(`${gateway.base}/api/docs/assets/..%2Fpackage.json`, { headers: { cookie: gateway.cookie } })).status).toBe(404);
  });

  it('needs a session, like every /api route', async () => {
    for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/assets/swagger-ui-bundle.js']) {
      expect([path, (await fetch(`${gateway.base}${path}`)).status]).toEqual([path, 401]);
    }
  });
});
