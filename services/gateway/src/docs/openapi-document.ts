import { z } from 'zod';
import type { ApiRoute, RouteAnswer } from './api-routes.js';
import { NOT_LOGGED_IN } from '../auth/session.guard.js';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the REST API, made from the same zod schemas that validate the
 * requests and describe the answers (JSON Schema 2020-12, which OpenAPI 3.1 speaks natively).
 */
export function openApiDocument(routes: readonly ApiRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
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

function operation(route: ApiRoute): Record<string, unknown> {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchema(route.body) } } } } : {}),
    responses: Object.fromEntries(answersOf(route).map((answer) => [String(answer.status), response(answer)])),
  };
}

/** Without a session every closed route answers 401. */
function answersOf(route: ApiRoute): RouteAnswer[] {
  return route.public
    ? route.answers
    : [...route.answers, { status: 401, description: NOT_LOGGED_IN, body: z.object({ error: z.string() }) }];
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
