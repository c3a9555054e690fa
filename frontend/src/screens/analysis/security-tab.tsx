import type { SecurityReport } from '@solana-hub/contracts';
import { DetailGrid } from './detail-tile';
import { securityDetailRows } from './security-details';

/** Security tab: the contract and holder facts, each green when safe and red when a danger sign. */
export function SecurityTab({ security }: { security: SecurityReport }) {
  return (
    <div className="flex flex-col gap-3" data-testid="security-tab">
      <DetailGrid rows={securityDetailRows(security.details)} label="Security details" />
      <p className="m-0 text-xs text-muted">
        Security risk: <span className="font-semibold text-text uppercase">{security.riskLevel}</span> · Source:{' '}
        <span className="font-mono">{security.source}</span>
      </p>
    </div>
  );
}
