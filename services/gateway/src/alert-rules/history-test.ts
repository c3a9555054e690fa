import type { Kysely } from 'kysely';
import type { AlertConditions, AlertRuleTestResponse } from '@solana-hub/contracts';
import { channelRanking, loadTokenFacts, newestTokenAddresses, thresholdsMet, type Database } from '@solana-hub/db';

/** The newest stored tokens a test checks: a few seconds' work at most, whatever the history. */
export const HISTORY_TEST_TOKENS = 5_000;
/** The matches an answer lists (it says how many tokens were checked). */
export const HISTORY_TEST_MATCHES = 200;
const TOKENS_PER_READ = 500;

/**
 * Checks conditions against the stored tokens as they are now, newest first, with the
 * analyzer's own matching (thresholdsMet): what a rule would have fired for. A token matched
 * is listed with the multiples it reached (for a rule on multiples).
 */
export async function testAgainstHistory(db: Kysely<Database>, conditions: AlertConditions): Promise<AlertRuleTestResponse> {
  const addresses = await newestTokenAddresses(db, HISTORY_TEST_TOKENS);
  const ranking = conditions.firstCallerInTop === undefined ? [] : await channelRanking(db);
  const matches: AlertRuleTestResponse['matches'] = [];
  let checked = 0;
  for (let start = 0; start < addresses.length && matches.length < HISTORY_TEST_MATCHES; start += TOKENS_PER_READ) {
    const facts = await loadTokenFacts(db, addresses.slice(start, start + TOKENS_PER_READ));
    for (const address of addresses.slice(start, start + TOKENS_PER_READ)) {
      checked += 1;
      const token = facts.get(address);
      const thresholds = token ? thresholdsMet(conditions, token, ranking) : [];
      if (!token || thresholds.length === 0) continue;
      matches.push({
        token_address: address,
        token_name: token.name,
        token_symbol: token.symbol,
        first_seen: token.firstSeen.toISOString(),
        multiples: thresholds.filter((threshold) => threshold !== '').map(Number),
      });
      if (matches.length >= HISTORY_TEST_MATCHES) break;
    }
  }
  return { checked, matches };
}
