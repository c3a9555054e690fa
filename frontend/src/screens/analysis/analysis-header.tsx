import type { AnalysisResult } from '@solana-hub/contracts';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { timestampMs } from '../../format/time';
import { CopyButton } from '../../ui/copy-button';
import { AddressLinksBar } from '../../ui/links-bar';
import { ElapsedTime } from '../../ui/elapsed-time';
import { analysisReportText } from './analysis-report-text';

interface Props {
  address: string;
  /** The token's name and ticker ('Pepe Prime ($PEPE)'), null while unknown. */
  named: string | null;
  /** The report on screen; Copy Report needs one. */
  report: AnalysisResult | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Back link, the token address with a copy button, Copy Report and Refresh. */
export function AnalysisHeader({ address, named, report, refreshing, onRefresh }: Props) {
  return (
    <header className="flex flex-col gap-3">
      <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold no-underline">
        <ArrowLeft size={16} aria-hidden /> Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1>
            Token Analysis
            {named && (
              <span className="font-normal text-muted" data-testid="analysis-token-name">
                {' · '}
                {named}
              </span>
            )}
          </h1>
          <div className="flex min-w-0 items-center gap-2">
            <code className="min-w-0 text-sm break-all text-muted" data-testid="token-address">
              {address}
            </code>
            <CopyButton text={address} label="Copy address" iconOnly className="shrink-0" testId="copy-address" />
          </div>
          <AddressLinksBar address={address} />
          {report && (
            <span className="text-xs text-muted">
              Analyzed <ElapsedTime ms={timestampMs(report.timestamp)} fallback="-" />
            </span>
          )}
        </div>
        <div className="flex items-center gap-2">
          {report && <CopyButton text={() => analysisReportText(report)} label="Copy Report" testId="copy-report" />}
          <button
            type="button"
            onClick={onRefresh}
            disabled={refreshing}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-card border border-border bg-raised px-2.5 py-1 font-[inherit] text-xs font-semibold text-muted transition-colors hover:border-accent hover:text-text disabled:cursor-progress disabled:opacity-60"
          >
            <RefreshCw size={14} aria-hidden className={refreshing ? 'animate-spin' : ''} />
            Refresh
          </button>
        </div>
      </div>
    </header>
  );
}
