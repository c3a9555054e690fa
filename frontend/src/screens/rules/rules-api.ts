import {
  actionDoneSchema,
  alertFiringSchema,
  alertRuleSchema,
  alertRuleTestResponseSchema,
  type AlertConditions,
  type AlertFiring,
  type AlertRule,
  type AlertRuleInput,
  type AlertRuleTestResponse,
} from '@solana-hub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonHeaders, requestParsed } from '../../api/request-json';

/** The Rules page's calls (/api/alert-rules). */

export const alertRulesPath = '/api/alert-rules';
const firingsPath = `${alertRulesPath}/firings`;

export const alertRulesQuery = queryOptions({
  queryKey: [alertRulesPath] as const,
  queryFn: ({ signal }): Promise<AlertRule[]> => requestParsed(alertRuleSchema.array(), alertRulesPath, { signal }),
});

/** The newest firings of every rule, read again every 10 s: they come from the analyzer. */
export const alertFiringsQuery = queryOptions({
  queryKey: [firingsPath] as const,
  queryFn: ({ signal }): Promise<AlertFiring[]> => requestParsed(alertFiringSchema.array(), `${firingsPath}?limit=100`, { signal }),
  refetchInterval: 10_000,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', body?: unknown): RequestInit =>
  body === undefined ? { method } : { method, headers: jsonHeaders, body: JSON.stringify(body) };

/** Create (no id) or replace a rule, switch it, delete it: each refreshes the list. */
export function useAlertRuleChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: [alertRulesPath] });
  return {
    save: useMutation({
      mutationFn: ({ id, rule }: { id: number | null; rule: AlertRuleInput }) =>
        requestParsed(alertRuleSchema, id === null ? alertRulesPath : `${alertRulesPath}/${id}`, send(id === null ? 'POST' : 'PUT', rule)),
      onSuccess,
    }),
    switchRule: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
        requestParsed(alertRuleSchema, `${alertRulesPath}/${id}/enabled`, send('PUT', { enabled })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => requestParsed(actionDoneSchema, `${alertRulesPath}/${id}`, send('DELETE')),
      onSuccess,
    }),
  };
}

/** Which stored tokens the conditions would have fired for (nothing is sent). */
export function testAlertRule(conditions: AlertConditions): Promise<AlertRuleTestResponse> {
  return requestParsed(alertRuleTestResponseSchema, `${alertRulesPath}/test`, send('POST', { conditions }));
}
