import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { ToastProvider } from '../ui/toast';

/**
 * Renders a component as the app does (app.tsx): under a fresh QueryClient with the app's real
 * query functions, the toasts, and a MemoryRouter at `path`. Each test gets its own client, so
 * nothing it read leaks into the next (or gives one it filled, `queryClient`).
 */
export function renderComponent(
  ui: ReactElement,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): RenderResult {
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/**
 * Holds the value of a controlled component (a filter, a picker) as its screen does, so a test
 * sees what a click changed; `changes` records every value the component handed up.
 */
export function Controlled<T>({
  initial,
  changes,
  children,
}: {
  initial: T;
  changes?: T[];
  children: (value: T, onChange: (value: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const onChange = (next: T) => {
    changes?.push(next);
    setValue(next);
  };
  return children(value, onChange);
}

export interface FetchAnswer {
  status?: number;
  body: unknown;
}

/** A request the fake server received: its path with query, method and JSON body. */
export interface ReceivedRequest {
  url: URL;
  method: string;
  body: unknown;
}

/**
 * Replaces `fetch` (jsdom has none) with a server answering `answer(request)` as JSON, in the
 * contract's shape the test gives. Answers what requestJson reads of a Response. Returns the
 * requests received, for a test to check what the component sent.
 */
export function answerFetch(answer: (request: ReceivedRequest) => FetchAnswer): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  const fakeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const request = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    received.push(request);
    const { status = 200, body } = answer(request);
    const text = JSON.stringify(body);
    const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'> = {
      ok: status >= 200 && status < 300,
      status,
      statusText: status >= 500 ? 'Internal Server Error' : '',
      json: () => Promise.resolve(JSON.parse(text) as unknown),
      text: () => Promise.resolve(text),
    };
    return Promise.resolve(response as Response);
  };
  Object.assign(globalThis, { fetch: fakeFetch });
  return received;
}
