import type { AlertMessage, MarketCapUpdate, ServerFrame, Token } from '@solana-hub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { latestMessagesQuery } from '../api/latest-messages';
import { messageTypesOfTokensKey, tokensPath } from '../api/tokens';
import type { LiveAlert } from './live-alert';
import { mergeAlertMessage } from './merge-alert-message';
import { addToMessageLists, replaceInMessageLists } from './message-list-updates';
import { withMarketCapUpdate, withNewMessage } from './token-list-updates';

/**
 * Writes a live frame into the cached queries the screens read; answers the alert to announce
 * (sound and toast) for a new message, null for anything else.
 */
export function applyServerFrame(queryClient: QueryClient, frame: ServerFrame): LiveAlert | null {
  switch (frame.type) {
    case 'NEW_MESSAGE':
      return applyNewMessage(queryClient, frame.data);
    case 'MESSAGE_UPDATED':
      // Not announced: no new alert arrived, one the trader may be reading got better.
      replaceInMessageLists(queryClient, frame.data);
      return null;
    case 'MARKET_CAP_UPDATE':
      applyMarketCapUpdate(queryClient, frame.data);
      return null;
    case 'ALERT_FIRED':
    case 'PONG':
      return null;
  }
}

function applyNewMessage(queryClient: QueryClient, message: AlertMessage): LiveAlert | null {
  // The tracer lists messages without a token too.
  addToMessageLists(queryClient, message);
  const address = message.token_address;
  if (!address) return null;

  const latestKey = latestMessagesQuery.queryKey;
  const isRepeat = queryClient.getQueryData(latestKey)?.[address]?.id === message.id;
  const isKnown = tokenLists(queryClient).some(([, tokens]) => tokens.some((token) => token.token_address === address));
  queryClient.setQueryData(latestKey, (latest) =>
    latest ? { ...latest, [address]: mergeAlertMessage(latest[address], message) } : latest,
  );

  let added = false;
  for (const [key, tokens] of tokenLists(queryClient)) {
    const result = withNewMessage(tokens, message, address, { messageTypes: messageTypesOfTokensKey(key), isRepeat });
    if (result.tokens !== tokens) queryClient.setQueryData(key, result.tokens);
    added ||= result.added;
  }
  // The stand-in row of a new token gets the server's full row with the next fetch.
  if (added) void queryClient.invalidateQueries({ queryKey: [tokensPath] });

  // The same message again (e.g. replayed after a reconnect) was announced the first time.
  if (isRepeat) return null;
  return { kind: isKnown ? 'token-update' : 'new-token', address, message };
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
