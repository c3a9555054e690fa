import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { z } from 'zod';
import { apiErrorSchema, LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER } from '@solana-hub/contracts';

/** One answer of a route: its status, what it means, and its JSON body (or another media type). */
export interface RouteAnswer {
  status: number;
  description: string;
  body?: z.ZodType;
  mediaType?: string;
}

/**
 * What the API reference says of a route beyond what its handler declares. Method, path, whether
 * it is open (@Public) and the schemas of its path, query and body come from the handler itself
 * (its ZodPipes), so a request is documented with the schema that checks it.
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /** Only for a body the handler checks itself, without a ZodPipe (the reference refuses both). */
  body?: z.ZodType;
  answers: RouteAnswer[];
}

const API_ROUTE = 'api-route';

/** Documents a route in the OpenAPI document of /api/docs; a route under /api without it fails the gateway's docs test. */
export const ApiRoute = (doc: RouteDoc) => SetMetadata(API_ROUTE, doc);

export function apiRouteOf(reflector: Reflector, handler: (...args: unknown[]) => unknown): RouteDoc | undefined {
  return reflector.get<RouteDoc | undefined>(API_ROUTE, handler);
}

export const ok = (body: z.ZodType, description = 'OK'): RouteAnswer => ({ status: 200, description, body });
export const refused = (status: number, description: string): RouteAnswer => ({ status, description, body: apiErrorSchema });
export const badRequest = refused(400, 'A bad parameter or body; the error names the field');
export const noSuchItem = refused(404, 'No such item');

/** The three polled lists answer what changed since the version a client holds (docs/live-updates.md). */
export const POLL_DESCRIPTION =
  `Every 200 names the version of the data it shows in the ${LIST_VERSION_HEADER} header, and says in ${LIST_RESPONSE_KIND_HEADER} ` +
  "whether it is the whole list ('full') or what changed ('changes'). A poll that sends since=<that version> (and the ETag it got " +
  'in If-None-Match) is answered 304 when the list is unchanged, else with what changed since: { since, version, removed: [token ' +
  'addresses to drop], ... the changed rows }, or with the whole list (full) when the version is unknown here or more than 2,000 ' +
  'rows changed. since=0 (a client that holds nothing yet) gets the whole list, possibly a few seconds old; without since, ' +
  'the whole list of the current data, as always.';
