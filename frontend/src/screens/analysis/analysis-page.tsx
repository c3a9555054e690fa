import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { analysisQuery } from '../../api/analysis';
import { tokenDetailQuery } from '../../api/token-detail';
import { tokenLabel } from '../../format/token';
import { AlertFiguresPanel } from './alert-figures-panel';
import { AnalysisHeader } from './analysis-header';
import { AnalysisReportView } from './analysis-report-view';
import { AnalysisError, AnalysisLoading } from './analysis-status';

/** /analysis/:address — the token's security and market report, refreshed every 60 s. */
export function AnalysisPage() {
  const { address = '' } = useParams();
  const analysis = useQuery(analysisQuery(address));
  // The token's name and ticker as its alerts (or the market) gave them; a token nobody alerted has none.
  const token = useQuery({ ...tokenDetailQuery(address), retry: false });
  const named = tokenLabel(token.data?.token_name, token.data?.token_symbol);
  const refetch = () => void analysis.refetch();
  // A retry after a failure runs without a report on screen: show it as analyzing again.
  const analyzing = analysis.data === undefined && (analysis.isPending || analysis.isFetching);

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-5" data-testid="analysis-page">
      <title>{named ? `${named} · Token Analysis · Solana Hub` : 'Token Analysis · Solana Hub'}</title>
      <AnalysisHeader address={address} named={named} report={analysis.data} refreshing={analysis.isFetching} onRefresh={refetch} />
      {analyzing && <AnalysisLoading />}
      {analysis.isError && !analyzing && <AnalysisError error={analysis.error} onRetry={refetch} />}
      {analysis.data && <AnalysisReportView report={analysis.data} />}
      <AlertFiguresPanel address={address} />
    </section>
  );
}
