import type { SecurityFacts, TokenCallWithSecurity } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { tokenCallsQuery } from '../../api/token-calls';
import { formatCompactMarketCap, formatMoney, formatMultiple, formatPercent, NO_DATA } from '../../format/figures';
import { formatMinutes } from '../../format/time';
import { authorityOn, formatAuthorities } from '../../format/token';
import { ElapsedTime } from '../../ui/elapsed-time';
import { TableScroll } from '../../ui/table-scroll';

/**
 * 'Called by': each chat's first message about the token, oldest first, with the market cap at
 * the call, the multiple since (the highest market cap within 7 days over the one at the call),
 * who was first, and the security facts known at the call (authorities, top-10 holders,
 * liquidity) above a last row of those known now. Nothing while it loads or when no chat called
 * it; a failure is said, small.
 */
export function CalledBy({ address }: { address: string }) {
  const calls = useQuery(tokenCallsQuery(address));
  if (calls.isError)
    return (
      <p className="notice notice--warning" role="status">
        Who called this token is not available: {calls.error.message}
      </p>
    );
  if (!calls.data || calls.data.calls.length === 0) return null;
  return (
    <section className="grid gap-2" data-testid="called-by">
      <h2 className="m-0 text-base font-semibold">Called by</h2>
      <TableScroll label="Called by" className="rounded-card border border-border bg-surface">
        <table className="token-table">
          <thead>
            <tr>
              <th>Chat</th>
              <th>Called</th>
              <th className="numeric">MC at call</th>
              <th className="numeric" title="The highest market cap known within 7 days of the call, over the market cap at the call">
                Multiple since
              </th>
              <th className="numeric">First?</th>
              <th title="Mint and freeze authorities, as the last analysis before the call found them">Authorities</th>
              <th className="numeric" title="The share of the supply the ten largest holders owned">
                Top 10
              </th>
              <th className="numeric">Liquidity</th>
            </tr>
          </thead>
          <tbody>
            {calls.data.calls.map((call) => (
              <CallRow key={call.chat_id} call={call} />
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="called-by-now">
              <td className="font-semibold" colSpan={5}>
                Now
              </td>
              <SecurityCells facts={calls.data.security_now} />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}

function CallRow({ call }: { call: TokenCallWithSecurity }) {
  return (
    <tr data-testid="called-by-row" data-chat-id={call.chat_id}>
      <td className="font-semibold">{call.chat_title ?? call.chat_id}</td>
      <td>
        <ElapsedTime ms={Date.parse(call.called_at)} fallback={NO_DATA} />
      </td>
      <td className="numeric">{formatCompactMarketCap(call.market_cap_at_call)}</td>
      <td className="numeric" data-testid="called-by-multiple">
        {formatMultiple(call.multiple)}
      </td>
      <td className="numeric" data-testid="called-by-first">
        {call.first ? 'First' : `+${formatMinutes(call.minutes_behind_first)}`}
      </td>
      <SecurityCells facts={call.security_at_call} />
    </tr>
  );
}

/** The security facts of a row; '–' where no analysis was near enough to tell. */
function SecurityCells({ facts }: { facts: SecurityFacts | null }) {
  const checked = facts ? `Checked ${new Date(facts.analyzed_at).toLocaleString()} (${facts.source})` : 'No analysis near this time';
  return (
    <>
      <td data-testid="called-by-authorities" title={checked} className={authorityOn(facts) ? 'text-warning' : undefined}>
        {formatAuthorities(facts)}
      </td>
      <td className="numeric" data-testid="called-by-top10">
        {facts ? formatPercent(facts.top10_percent) : NO_DATA}
      </td>
      <td className="numeric" data-testid="called-by-liquidity">
        {facts ? formatMoney(facts.liquidity_usd) : NO_DATA}
      </td>
    </>
  );
}
