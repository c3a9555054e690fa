import {
  replayProgressSchema,
  replayStartedSchema,
  templateTryResponseSchema,
  type ReplayProgress,
  type ReplayStarted,
  type TemplateTryResponse,
  type TemplateTryRequest,
} from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { jsonHeaders, requestParsed } from './request-json';

/** Try on history (POST /api/templates/try) and the replay after saving (/api/replays). */

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) });

/** What the template would read in the newest stored messages; nothing is written. */
export function tryTemplate(request: TemplateTryRequest): Promise<TemplateTryResponse> {
  return requestParsed(templateTryResponseSchema, '/api/templates/try', post(request));
}

/** The try's messages back through extraction with the templates as saved now. */
export function startReplay(rawMessageIds: readonly number[]): Promise<ReplayStarted> {
  return requestParsed(replayStartedSchema, '/api/replays', post({ raw_message_ids: rawMessageIds }));
}

/** How far a replay has come, asked every second until it is finished. */
export function replayProgressQuery(run: string) {
  const path = `/api/replays/${encodeURIComponent(run)}`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }): Promise<ReplayProgress> => requestParsed(replayProgressSchema, path, { signal }),
    refetchInterval: (query) => (query.state.data?.finished ? false : 1_000),
  });
}
