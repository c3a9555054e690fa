import type { FieldChange, ReplayProgress, TemplateTryResponse } from '@solana-hub/contracts';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** Which messages were read: 'the newest 5,000 of 12,345 stored messages (2 Nov – 28 Nov)'. */
export function scopeText({ scope }: TemplateTryResponse): string {
  const dates =
    scope.from && scope.to
      ? ` (${[scope.from, scope.to].map((iso) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })).join(' – ')})`
      : '';
  if (scope.read < scope.stored) return `the newest ${count(scope.read)} of ${count(scope.stored)} stored messages${dates}`;
  return `all ${plural(scope.read, 'stored message')}${dates}`;
}

/** '3 gain it, 1 changes, 0 lose it' for one token field; '—' when nothing moves. */
export function fieldChangeText({ gained, changed, lost }: FieldChange): string {
  const parts = [
    gained > 0 ? `${count(gained)} gain` : '',
    changed > 0 ? `${count(changed)} change` : '',
    lost > 0 ? `${count(lost)} lose` : '',
  ];
  const said = parts.filter(Boolean);
  return said.length === 0 ? '—' : said.join(', ');
}

/** The replay button's label: what will be put back through extraction. */
export function replayLabel(answer: TemplateTryResponse, saveFirst: boolean): string {
  const messages = plural(answer.replay_ids.length, 'message');
  return saveFirst ? `Save and replay ${messages}` : `Replay ${messages}`;
}

/** '120 of 300 replayed · 80 rewritten, 40 unchanged, 0 failed'. */
export function replayProgressText(progress: ReplayProgress): string {
  const head = progress.finished ? `Replayed ${count(progress.total)}` : `${count(progress.done)} of ${count(progress.total)} replayed`;
  return `${head} · ${count(progress.rewritten)} rewritten, ${count(progress.unchanged)} unchanged, ${count(progress.failed)} failed`;
}

/** Why a replay does not move, when it is known. */
export function replayStallText(progress: ReplayProgress): string | null {
  if (progress.finished || progress.extractors !== 0) return null;
  return 'No extractor is running: the messages stay queued and are replayed when one starts.';
}

/** The bar's share, 0 to 100. */
export function replayPercent(progress: ReplayProgress): number {
  return progress.total === 0 ? 100 : Math.min(100, Math.round((progress.done / progress.total) * 100));
}
