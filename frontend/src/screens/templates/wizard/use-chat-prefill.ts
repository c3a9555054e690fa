import { tracerPageSchema, type AlertMessage, type ChatLayouts, type ChatTitles } from '@solana-hub/contracts';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, type Dispatch } from 'react';
import { chatLayoutsQuery } from '../../../api/chat-layouts';
import { chatTitlesQuery } from '../../../api/chat-titles';
import { messageSearchPath } from '../../../api/message-search';
import { urlFromQueryKey } from '../../../api/query-key-url';
import { requestParsed } from '../../../api/request-json';
import { layoutPrefillState } from './layout-prefill';
import type { WizardAction, WizardState } from './wizard-state';

/** The chat's newest stored message (GET /api/messages?chat=, newest first), or null when it has none. */
function newestMessageQuery(chatId: string) {
  const url = urlFromQueryKey([messageSearchPath, { chat: chatId, includeOld: true }]);
  // Its own key: the Message Tracer's pages of the same filters are another shape.
  return queryOptions({
    queryKey: ['wizard-sample', url] as const,
    queryFn: async ({ signal }) => (await requestParsed(tracerPageSchema, url, { signal })).messages[0] ?? null,
  });
}

type Loaded<T> = Pick<UseQueryResult<T>, 'data' | 'isError'>;

/** The wizard's state on the chat's learned layout, or why it starts empty. */
export function prefillOutcome(
  chatId: string,
  message: Loaded<Pick<AlertMessage, 'message_text'> | null>,
  layouts: Loaded<ChatLayouts>,
  titles: Loaded<ChatTitles>,
): { state: WizardState } | { problem: string } {
  const chatTitle = titles.data?.chats.find((chat) => chat.chat_id === chatId)?.title ?? chatId;
  if (message.isError || layouts.isError) return { problem: `Could not load ${chatTitle}’s learned layout: start from a pasted message.` };
  if (!message.data) return { problem: `${chatTitle} has no stored message to start from: paste one.` };
  const rules = layouts.data?.chats.find((chat) => chat.chatId === chatId)?.rules ?? [];
  const state = layoutPrefillState({ chatTitle, sample: message.data.message_text, rules });
  return state === null ? { problem: `${chatTitle}’s learned layout has no trusted rule yet: start from a pasted message.` } : { state };
}

/**
 * ?fromChat={chatId}: opens the wizard at step 2 on the chat's newest stored message, its
 * fields read by the chat's learned layout (layoutPrefillState). A chat with no stored message or
 * no trusted rule leaves the wizard empty; `problem` says why.
 */
export function useChatPrefill(chatId: string | null, dispatch: Dispatch<WizardAction>): { loading: boolean; problem: string | null } {
  const enabled = chatId !== null;
  const message = useQuery({ ...newestMessageQuery(chatId ?? ''), enabled });
  const layouts = useQuery({ ...chatLayoutsQuery, enabled, refetchInterval: false });
  const titles = useQuery({ ...chatTitlesQuery, enabled, refetchInterval: false });
  const loaded = message.isFetched && layouts.isFetched && titles.isFetched;
  const outcome = useMemo(
    () => (chatId === null || !loaded ? null : prefillOutcome(chatId, message, layouts, titles)),
    // Once loaded, what it opened on stays: a refetch does not overwrite the trader's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chatId, loaded],
  );

  useEffect(() => {
    if (outcome !== null && 'state' in outcome) dispatch({ type: 'opened', state: outcome.state });
  }, [outcome, dispatch]);

  return { loading: enabled && !loaded, problem: outcome !== null && 'problem' in outcome ? outcome.problem : null };
}
