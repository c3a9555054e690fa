import { pathSpellings, type PathSpelling } from './path-spellings.js';
import { rawRequest } from './raw-request.js';

/** A route as the HTTP server registered it (Fastify's onRoute). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** A route as a controller declares it, with whether it is open (runtime's declaredRoutes). */
export interface DeclaredRouteInfo {
  method: string;
  path: string;
  public: boolean;
}

export interface RouteSorting {
  protected: RegisteredRoute[];
  public: RegisteredRoute[];
  /** Registered, but declared by no controller: static files, fallbacks, anything added by hand. */
  undeclared: RegisteredRoute[];
  /** Declared, but never registered: a sign the two lists are not read alike. */
  unregistered: DeclaredRouteInfo[];
}

/**
 * Sorts every registered route by what its controller declares. A HEAD route the server added
 * for a GET one answers with that GET's handler, so it is as open as that GET.
 */
export function sortRoutes(registered: readonly RegisteredRoute[], declared: readonly DeclaredRouteInfo[]): RouteSorting {
  const byKey = new Map(declared.map((route) => [`${route.method} ${route.path}`, route]));
  const sorting: RouteSorting = { protected: [], public: [], undeclared: [], unregistered: [] };
  for (const route of registered) {
    const declaration = byKey.get(`${route.method} ${route.url}`) ?? (route.method === 'HEAD' ? byKey.get(`GET ${route.url}`) : undefined);
    if (!declaration) sorting.undeclared.push(route);
    else sorting[declaration.public ? 'public' : 'protected'].push(route);
  }
  const registeredKeys = new Set(registered.map((route) => `${route.method} ${route.url}`));
  sorting.unregistered = declared.filter((route) => !registeredKeys.has(`${route.method} ${route.path}`));
  return sorting;
}

/** One call of the audit: a route's method and its path with every parameter filled in. */
export interface AuditCall {
  method: string;
  path: string;
  /** Sent as JSON, so a call that got through would do what it says. */
  body?: unknown;
}

export interface SpelledAnswer {
  method: string;
  target: string;
  routed: boolean;
  status: number;
  body: string;
  /** `GET /%61pi/tokens (a letter of segment 1 percent-encoded) → 200 [...]`, for failure tables. */
  line: string;
}

/**
 * Sends each call once per spelling of its path (see pathSpellings; `which` picks some), with
 * `headers`, a few at a time, and answers what came back, in order.
 */
export async function callEverySpelling(
  base: string,
  calls: readonly AuditCall[],
  headers: Array<[string, string]> = [],
  which: (spelling: PathSpelling) => boolean = () => true,
): Promise<SpelledAnswer[]> {
  const requests = calls.flatMap((call) =>
    pathSpellings(call.path)
      .filter(which)
      .map((spelling) => ({ call, spelling })),
  );
  const answers: SpelledAnswer[] = [];
  for (let start = 0; start < requests.length; start += 8) {
    answers.push(
      ...(await Promise.all(
        requests.slice(start, start + 8).map(async ({ call, spelling }) => {
          const body = call.body === undefined ? undefined : JSON.stringify(call.body);
          const answer = await rawRequest(
            base,
            call.method,
            spelling.target,
            [...headers, ...(body === undefined ? [] : [['content-type', 'application/json'] as [string, string]])],
            body,
          );
          const line = `${call.method} ${spelling.target} (${spelling.how}) → ${answer.status} ${answer.body.slice(0, 80)}`;
          return { method: call.method, target: spelling.target, routed: spelling.routed, status: answer.status, body: answer.body, line };
        }),
      )),
    );
  }
  return answers;
}

/** Whether an answer carries `{error}` and nothing else (a HEAD answer carries no body at all). */
function isErrorAnswer(answer: SpelledAnswer): boolean {
  if (answer.method === 'HEAD') return answer.body === '';
  try {
    const body: unknown = JSON.parse(answer.body);
    return typeof body === 'object' && body !== null && Object.keys(body).join() === 'error';
  } catch {
    return false;
  }
}

/**
 * The answers (as lines) that let a call without its credentials through: a spelling the router
 * takes to the route must be refused 401, any other one 401 or 404, each with `{error}`.
 */
export function unrefused(answers: readonly SpelledAnswer[]): string[] {
  return answers
    .filter((answer) => !(answer.routed ? answer.status === 401 : [401, 404].includes(answer.status)) || !isErrorAnswer(answer))
    .map((answer) => answer.line);
}

/** The answers (as lines) that are not `status` with `{error}`. */
export function otherThan(status: number, answers: readonly SpelledAnswer[]): string[] {
  return answers.filter((answer) => answer.status !== status || !isErrorAnswer(answer)).map((answer) => answer.line);
}
