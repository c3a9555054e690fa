import type { ArchivedToken } from '@solana-hub/contracts';
import { ArchiveRestore } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { formatAthMultiple, formatCompactMarketCap } from '../../format/figures';
import { timestampMs } from '../../format/time';
import { shortenAddress } from '../../format/token';
import { CopyButton } from '../../ui/copy-button';
import { inactivityNote } from './archive-reason';
import { ElapsedTime } from '../../ui/elapsed-time';

interface Props {
  tokens: readonly ArchivedToken[];
  /** The address being unarchived right now, if any. */
  unarchiving: string | null;
  onUnarchive: (token: ArchivedToken) => void;
}

type RowProps = Omit<Props, 'tokens'> & { token: ArchivedToken };

/** Marks a token the hub archived because no alert named it for AUTO_ARCHIVE_DAYS. */
function InactivityBadge({ token }: { token: ArchivedToken }) {
  const note = inactivityNote(token);
  if (!note) return null;
  return (
    <span className="tag tag--yellow whitespace-nowrap" title={note.detail} data-testid="archived-inactive">
      {note.badge}
    </span>
  );
}

function TokenName({ token }: { token: ArchivedToken }) {
  return (
    <div className="min-w-0">
      <Link
        to={paths.history(token.token_address)}
        className="block truncate font-semibold text-text no-underline hover:underline"
        title={token.token_name ?? undefined}
      >
        {token.token_name ?? 'Unknown'}
      </Link>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {token.token_symbol ? `$${token.token_symbol}` : '-'}
        <InactivityBadge token={token} />
      </div>
    </div>
  );
}

function Address({ address }: { address: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <code className="font-mono text-xs text-muted" title={address}>
        {shortenAddress(address)}
      </code>
      <CopyButton text={address} label="Copy address" iconOnly />
    </span>
  );
}

function UnarchiveButton({ token, unarchiving, onUnarchive }: RowProps) {
  const busy = unarchiving === token.token_address;
  return (
    <button type="button" className="button" disabled={busy} onClick={() => onUnarchive(token)} data-testid="unarchive">
      <ArchiveRestore size={14} aria-hidden />
      {busy ? 'Unarchiving...' : 'Unarchive'}
    </button>
  );
}

function AthMultiple({ token }: { token: ArchivedToken }) {
  const multiple = formatAthMultiple(token.ath_market_cap, token.initial_market_cap);
  return <span className="font-semibold text-up tabular-nums">{multiple}</span>;
}

function FirstSeen({ token }: { token: ArchivedToken }) {
  return <ElapsedTime ms={timestampMs(token.first_seen)} fallback="-" />;
}

const cell = 'border-b border-border px-3 py-2.5 align-middle';
const numeric = `${cell} text-right tabular-nums whitespace-nowrap`;
const headingBase = 'border-b border-border px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap';
const heading = `${headingBase} text-left`;
const numericHeading = `${headingBase} text-right`;

function TokenTableRow(props: RowProps) {
  const { token } = props;
  return (
    <tr data-token-address={token.token_address} className="hover:bg-raised">
      <td className={`${cell} max-w-60`}>
        <TokenName token={token} />
      </td>
      <td className={cell}>
        <Address address={token.token_address} />
      </td>
      <td className={numeric}>{formatCompactMarketCap(token.initial_market_cap)}</td>
      <td className={numeric}>{formatCompactMarketCap(token.current_market_cap)}</td>
      <td className={numeric}>{formatCompactMarketCap(token.ath_market_cap)}</td>
      <td className={numeric}>
        <AthMultiple token={token} />
      </td>
      <td className={`${cell} whitespace-nowrap text-muted`}>
        <FirstSeen token={token} />
      </td>
      <td className={`${cell} text-right`}>
        <UnarchiveButton {...props} />
      </td>
    </tr>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className="text-xs text-muted">{label}</div>
      <div className="font-semibold tabular-nums">{children}</div>
    </div>
  );
}

function TokenCard(props: RowProps) {
  const { token } = props;
  return (
    <li data-token-address={token.token_address} className="grid gap-3 rounded-card border border-border bg-surface p-3">
      <div className="flex items-start justify-between gap-2">
        <TokenName token={token} />
        <AthMultiple token={token} />
      </div>
      <Address address={token.token_address} />
      <div className="grid grid-cols-3 gap-2">
        <Figure label="Initial">{formatCompactMarketCap(token.initial_market_cap)}</Figure>
        <Figure label="Current">{formatCompactMarketCap(token.current_market_cap)}</Figure>
        <Figure label="ATH">{formatCompactMarketCap(token.ath_market_cap)}</Figure>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm text-muted">
        <span>
          First seen <FirstSeen token={token} />
        </span>
        <UnarchiveButton {...props} />
      </div>
    </li>
  );
}

/** Archived tokens: a table on wide screens, cards on a phone. */
export function ArchivedTokenList({ tokens, ...actions }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface md:block">
        <table className="w-full border-collapse text-sm" data-testid="archived-table">
          <thead>
            <tr>
              <th className={heading}>Token</th>
              <th className={heading}>Address</th>
              <th className={numericHeading}>Initial MC</th>
              <th className={numericHeading}>Current MC</th>
              <th className={numericHeading}>ATH MC</th>
              <th className={numericHeading}>ATH Multiple</th>
              <th className={heading}>First Seen</th>
              <th className={heading}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <TokenTableRow key={token.token_address} token={token} {...actions} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="m-0 grid list-none gap-2 p-0 md:hidden" data-testid="archived-cards">
        {tokens.map((token) => (
          <TokenCard key={token.token_address} token={token} {...actions} />
        ))}
      </ul>
    </>
  );
}
