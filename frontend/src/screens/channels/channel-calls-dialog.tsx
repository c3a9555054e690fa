import type { ChannelCall, ChannelPeriod, MarketCapSource } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { formatCompactMarketCap, formatMultiple, NO_DATA } from '../../format/figures';
import { formatMinutes } from '../../format/time';
import { ElapsedTime } from '../../ui/elapsed-time';
import { PanelDialog } from '../../ui/panel-dialog';
import { channelCallsQuery } from './channels-api';
import { periodLabels } from './channels-view';
import { TableScroll } from '../../ui/table-scroll';

interface Props {
  /** The chat whose calls are shown; '' = closed. */
  chatId: string;
  chatTitle: string | null;
  period: ChannelPeriod;
  onClose: () => void;
}

/** A chat's calls in the period, newest first (Radix Dialog: focus trapped, Escape closes). */
export function ChannelCallsDialog({ chatId, chatTitle, period, onClose }: Props) {
  return (
    <PanelDialog
      open={chatId !== ''}
      onOpenChange={(open) => !open && onClose()}
      title={`Calls of ${chatTitle ?? chatId}`}
      description={
        <>
          {periodLabels[period] === 'All' ? 'Every call' : `Calls of the last ${periodLabels[period]}`}, newest first: the chat’s first
          message about each token.
        </>
      }
      width="max-w-5xl"
      testId="channel-calls"
    >
      {chatId !== '' ? <CallList chatId={chatId} period={period} /> : null}
    </PanelDialog>
  );
}

function CallList({ chatId, period }: { chatId: string; period: ChannelPeriod }) {
  const calls = useQuery(channelCallsQuery(chatId, period));
  if (calls.isError)
    return (
      <p className="notice notice--error" role="alert">
        Could not load the calls: {calls.error.message}
      </p>
    );
  if (!calls.data) return <p className="page-status">Loading calls…</p>;
  return (
    <TableScroll label="The chat’s calls" className="overflow-y-auto">
      <table className="token-table" data-testid="channel-call-table">
        <thead>
          <tr>
            <th>Token</th>
            <th>Called</th>
            <th className="numeric">MC at call</th>
            <th className="numeric">Peak (7 d)</th>
            <th title="Where the peak's market cap came from: an alert's text, or the analyzer's market-data refresh">Peak from</th>
            <th className="numeric">Multiple</th>
            <th className="numeric">24 h</th>
            <th className="numeric">To 2x</th>
            <th className="numeric">First?</th>
          </tr>
        </thead>
        <tbody>
          {calls.data.calls.map((call) => (
            <CallRow key={call.token_address} call={call} />
          ))}
        </tbody>
      </table>
      {calls.data.calls.length === 0 ? <p className="page-status">No calls in this period.</p> : null}
      {calls.data.truncated ? <p className="m-0 text-muted">The newest {calls.data.calls.length} calls are listed.</p> : null}
    </TableScroll>
  );
}

const peakSourceLabels: Record<MarketCapSource, string> = { alert: 'an alert', refresh: 'refresh' };

function CallRow({ call }: { call: ChannelCall }) {
  return (
    <tr data-testid="channel-call-row" data-token-address={call.token_address}>
      <td>
        <Link to={paths.history(call.token_address)} className="font-semibold">
          {call.token_name ?? call.token_symbol ?? `${call.token_address.slice(0, 6)}…`}
        </Link>
        {call.token_symbol && call.token_name ? <span className="ml-1 text-muted">${call.token_symbol}</span> : null}
      </td>
      <td>
        <ElapsedTime ms={Date.parse(call.called_at)} fallback={NO_DATA} />
      </td>
      <td className="numeric">{formatCompactMarketCap(call.market_cap_at_call)}</td>
      <td className="numeric">{formatCompactMarketCap(call.peak_market_cap)}</td>
      <td data-testid="channel-call-peak-source">{call.peak_source ? peakSourceLabels[call.peak_source] : NO_DATA}</td>
      <td className="numeric" data-testid="channel-call-multiple">
        {formatMultiple(call.multiple)}
      </td>
      <td className="numeric">{formatMultiple(call.multiple_24h)}</td>
      <td className="numeric">{formatMinutes(call.minutes_to_2x)}</td>
      <td className="numeric">{call.first ? 'First' : `+${formatMinutes(call.minutes_behind_first)}`}</td>
    </tr>
  );
}
