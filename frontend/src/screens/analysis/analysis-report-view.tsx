import type { AnalysisResult } from '@solana-hub/contracts';
import { useState } from 'react';
import { Tabs } from '../../ui/tabs';
import { AnalysisSummary } from './analysis-summary';
import { warningsTitle } from './analysis-report-text';
import { MarketTab } from './market-tab';
import { SecurityTab } from './security-tab';
import { WarningsTab } from './warnings-tab';

type ReportTab = 'security' | 'market' | 'warnings';

/** The report: the summary cards, then the Security, Market and Warnings tabs. */
export function AnalysisReportView({ report }: { report: AnalysisResult }) {
  const [tab, setTab] = useState<ReportTab>('security');
  return (
    <div className="flex flex-col gap-5">
      <AnalysisSummary report={report} />
      <Tabs
        label="Analysis sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'security', label: 'Security', content: <SecurityTab security={report.security} /> },
          { value: 'market', label: 'Market', content: <MarketTab market={report.market} /> },
          {
            value: 'warnings',
            label: warningsTitle(report.security.warnings.length),
            content: <WarningsTab warnings={report.security.warnings} />,
          },
        ]}
      />
    </div>
  );
}
