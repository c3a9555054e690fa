import type { Reflector } from '@nestjs/core';
import { z } from 'zod';
import type { DeclaredRoute } from '@solana-hub/runtime';
import { apiRouteOf, type RouteAnswer, type RouteDoc } from './api-route.js';
import { NOT_LOGGED_IN } from '../auth/session.guard.js';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the REST API, made from the routes the controllers declare: each
 * documented by its @ApiRoute, its parameters and body by the same zod schemas that check them
 * (JSON Schema 2020-12, which OpenAPI 3.1 speaks natively). A route without @ApiRoute is left out.
 */
export function openApiDocument(routes: readonly DeclaredRoute[], reflector: Reflector): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const doc = apiRouteOf(reflector, route.handler);
    if (!doc) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, doc) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Solana Hub API',
      version: '1',
      description:
        'The REST API of the Solana Hub dashboard. Every route except login and the session check needs the session cookie ' +
        'that POST /api/login sets; without it the answer is 401 {error}. Errors are {error} naming the problem. ' +
        'Polled lists answer with an ETag and 304 on an unchanged If-None-Match, and with what changed since the version a client ' +
        'holds when it names it (since). Live updates come over the WebSocket /ws.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hub_session' } },
    },
    security: [{ session: [] }],
    paths,
  };
}

function operation(route: DeclaredRoute, doc: RouteDoc): Record<string, unknown> {
  const parameters = [...parametersOf(route.inputs.params, 'path'), ...parametersOf(route.inputs.query, 'query')];
  const body = bodyOf(route, doc);
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchema(body) } } } } : {}),
    responses: Object.fromEntries(answersOf(route, doc).map((answer) => [String(answer.status), response(answer)])),
  };
}

/** The body's schema is the ZodPipe's that checks it, or, for a handler that checks it itself, the one @ApiRoute gives: never both. */
function bodyOf(route: DeclaredRoute, doc: RouteDoc): z.ZodType | undefined {
  const where = `${route.method} ${route.path}`;
  if (doc.body && route.inputs.body) throw new Error(`${where}: its ZodPipe documents its body; @ApiRoute must not repeat it`);
  if (route.inputs.uncheckedBody && !doc.body) throw new Error(`${where} checks its body itself: @ApiRoute must give its schema`);
  return route.inputs.body ?? doc.body;
}

/** Without a session every closed route answers 401. */
function answersOf(route: DeclaredRoute, doc: RouteDoc): RouteAnswer[] {
  return route.public ? doc.answers : [...doc.answers, { status: 401, description: NOT_LOGGED_IN, body: z.object({ error: z.string() }) }];
}
function response(answer: RouteAnswer): Record<string, unknown> {
  if (answer.body) return { description: answer.description, content: { 'application/json': { schema: answerSchema(answer.body) } } };
  if (answer.mediaType) return { description: answer.description, content: { [answer.mediaType]: {} } };
  return { description: answer.description };
}

/** One parameter per property of a query or path schema, as a client writes it (text). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = requestSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

/** What a client may send: the schemas' input side (before defaults and transforms). */
function requestSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

function answerSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
}

/** OpenAPI 3.1 sets the dialect for the whole document. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}
