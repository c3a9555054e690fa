import { useQuery } from '@tanstack/react-query';
import { tokenFactsQuery } from '../../api/token-facts';
import { formatCompactMarketCap } from '../../format/figures';
import { factRows } from './field-source';

/** Where the token's name, symbol and market cap come from, and where a provider and the alerts disagree. */
export function TokenFactsPanel({ address }: { address: string }) {
  const facts = useQuery(tokenFactsQuery(address));
  if (!facts.data) return null;
  const rows = factRows(facts.data, formatCompactMarketCap);
  return (
    <section className="grid gap-2 rounded-card border border-border bg-surface p-4" data-testid="token-facts">
      <h2 className="m-0 text-xs font-semibold tracking-wide text-muted uppercase">Where it comes from</h2>
      <dl className="m-0 grid grid-cols-[auto_auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.field} className="contents" data-testid={`fact-${row.field.toLowerCase().replace(' ', '-')}`}>
            <dt className="text-muted">{row.field}</dt>
            <dd className="m-0 font-semibold">{row.value}</dd>
            <dd className="m-0 text-muted">from {row.source}</dd>
          </div>
        ))}
      </dl>
      {facts.data.disagreements.map((sentence) => (
        <p key={sentence} className="notice m-0" role="note" data-testid="fact-disagreement">
          {sentence}
        </p>
      ))}
    </section>
  );
}
