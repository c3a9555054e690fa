import type { Token } from '@solana-hub/contracts';

export interface ConfluenceBadgeText {
  text: string;
  title: string;
}

/**
 * The dashboard's confluence badge: the score and the number of chats that called the token;
 * nothing for a token no chat called (the next poll brings a new token's callers).
 */
export function confluenceBadge(token: Pick<Token, 'confluence_score' | 'callers'>): ConfluenceBadgeText | null {
  if (token.callers <= 0) return null;
  const chats = `${token.callers} ${token.callers === 1 ? 'chat' : 'chats'}`;
  return {
    text: `${token.confluence_score.toFixed(1)} · ${token.callers}`,
    title:
      `Confluence ${token.confluence_score.toFixed(1)}, called by ${chats}. ` +
      'The score adds up the chats that called it in the last 24 h, each weighing 0.5 plus its 7-day hit rate at 2x, ' +
      'times 1 for the first caller down to 0.5 an hour or more behind.',
  };
}
