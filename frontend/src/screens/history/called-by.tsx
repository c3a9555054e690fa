import type { TokenCall } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { tokenCallsQuery } from '../../api/token-calls';
import { formatMinutes, formatMultiple, NO_DATA } from '../../format/call-figures';
import { formatCompactMarketCap } from '../../format/market-cap';
import { ElapsedTime } from '../../ui/elapsed-time';

/**
 * 'Called by': each chat's first message about the token, oldest first, with the market cap at
 * the call, the multiple since (the highest market cap within 7 days over the one at the call)
 * and who was first. Nothing while it loads or when no chat called it; a failure is said, small.
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
      <div className="table-scroll rounded-card border border-border bg-surface">
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
            </tr>
          </thead>
          <tbody>
            {calls.data.calls.map((call) => (
              <CallRow key={call.chat_id} call={call} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CallRow({ call }: { call: TokenCall }) {
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
    </tr>
  );
}
