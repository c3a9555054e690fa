import type { AlertMessage, MarketCapUpdate, ServerFrame, Token } from '@solana-hub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { withEntry } from '../api/keyed-list';
import { latestMessagesQuery } from '../api/latest-messages';
import { messageTypesOfTokensKey, tokensPath } from '../api/tokens';
import type { LiveAlert } from './live-alert';
import { mergeAlertMessage } from './merge-alert-message';
import { addToMessageLists, replaceInMessageLists } from './message-list-updates';
import { reconcileTokenLists } from './reconcile-lists';
import { withMarketCapUpdate, withTokenRow } from './token-list-updates';

/**
 * Writes a live frame into the cached queries the screens read, at once: the message into the
 * strips and lists, the token's row (as the server's write left it) into every token list whose
 * filter shows it. Answers the alert to announce (sound and toast) for a new message, null for
 * anything else.
 */
export function applyServerFrame(queryClient: QueryClient, frame: ServerFrame): LiveAlert | null {
  switch (frame.type) {
    case 'NEW_MESSAGE':
      return applyNewMessage(queryClient, frame.data, frame.token);
    case 'MESSAGE_UPDATED':
      // Not announced: no new alert arrived, one the trader may be reading got better.
      replaceInMessageLists(queryClient, frame.data);
      if (frame.token) applyTokenRow(queryClient, frame.token);
      return null;
    case 'MARKET_CAP_UPDATE':
      applyMarketCapUpdate(queryClient, frame.data);
      return null;
    case 'ALERT_FIRED':
    case 'PONG':
      return null;
  }
}

function applyNewMessage(queryClient: QueryClient, message: AlertMessage, token: Token | null | undefined): LiveAlert | null {
  // The tracer lists messages without a token too.
  addToMessageLists(queryClient, message);
  const address = message.token_address;
  if (!address) return null;
  const latestKey = latestMessagesQuery.queryKey;
  const isRepeat = queryClient.getQueryData(latestKey)?.get(address)?.id === message.id;
  const isKnown = tokenLists(queryClient).some(([, tokens]) => tokens.some((held) => held.token_address === address));
  queryClient.setQueryData(latestKey, (latest) => latest && withEntry(latest, address, mergeAlertMessage(latest.get(address), message)));
  // A frame without its row (the writer could not read it back): the token lists are read now.
  if (token) applyTokenRow(queryClient, token);
  else void reconcileTokenLists(queryClient);
  // The same message again (e.g. replayed after a reconnect) was announced the first time.
  if (isRepeat) return null;
  return { kind: isKnown ? 'token-update' : 'new-token', address, message };
}

function applyTokenRow(queryClient: QueryClient, token: Token): void {
  for (const [key, tokens] of tokenLists(queryClient)) {
    const next = withTokenRow(tokens, token, messageTypesOfTokensKey(key));
    if (next !== tokens) queryClient.setQueryData(key, next);
  }
}

function applyMarketCapUpdate(queryClient: QueryClient, update: MarketCapUpdate): void {
  for (const [key, tokens] of tokenLists(queryClient)) {
    const next = withMarketCapUpdate(tokens, update);
    if (next !== tokens) queryClient.setQueryData(key, next);
  }
}

/** Every cached token list (all message-type filters). */
function tokenLists(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<Token[]>({ queryKey: [tokensPath] })
    .filter((entry): entry is [(typeof entry)[0], Token[]] => Array.isArray(entry[1]));
}
