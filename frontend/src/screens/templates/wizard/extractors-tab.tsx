import type { ExtractorInput } from '@solana-hub/extraction';

/** What an extractor runs: its regex, its AI prompt, its display template or its preset. */
function detailOf(extractor: ExtractorInput): string | null {
  return extractor.output_template ?? extractor.pattern ?? extractor.ai_prompt ?? extractor.preset_id ?? null;
}

/** The extractors the template will be saved with, read-only: they follow the ticked fields. */
export function ExtractorsTab({ extractors }: { extractors: readonly ExtractorInput[] }) {
  if (extractors.length === 0) return <p className="page-status">No extractors: tick a field to extract it.</p>;
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">Saved with the template; they follow the ticked fields and the display template.</p>
      <ul className="m-0 grid list-none gap-2 p-0" aria-label="Extractors">
        {extractors.map((extractor) => {
          const detail = detailOf(extractor);
          return (
            <li key={extractor.name} data-testid="extractor-row" className="grid gap-1.5 rounded-card border border-border bg-bg p-3">
              <div className="flex flex-wrap items-center gap-2">
                <code className="font-semibold">{extractor.name}</code>
                <span className="tag tag--purple">{extractor.type}</span>
                <span className="tag tag--blue">{extractor.target_field ?? 'accumulated_data'}</span>
                <span className="tag">{extractor.accumulator_type ?? 'none'}</span>
              </div>
              {detail ? <pre className="m-0 overflow-x-auto text-xs whitespace-pre-wrap break-all text-muted">{detail}</pre> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
