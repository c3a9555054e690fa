import type { MessageReading, TemplateTryResponse } from '@solana-hub/contracts';
import { formatCompactMarketCap } from '../../../format/figures';
import { shortenAddress } from '../../../format/token';
import { MessageTypeTag } from '../../../ui/message-type-tag';

type Sampled = TemplateTryResponse['sample'][number];

const FIELDS: ReadonlyArray<{ label: string; show: (reading: MessageReading) => string }> = [
  { label: 'Token', show: (reading) => (reading.token_address ? shortenAddress(reading.token_address) : '—') },
  { label: 'Name', show: (reading) => reading.token_name ?? '—' },
  { label: 'Symbol', show: (reading) => (reading.token_symbol ? `$${reading.token_symbol}` : '—') },
  { label: 'Market cap', show: (reading) => (reading.market_cap === null ? '—' : formatCompactMarketCap(reading.market_cap)) },
];

/** One message: its text, then each field before and after, the changed ones marked. */
function SampleRow({ sampled }: { sampled: Sampled }) {
  const { before, after } = sampled;
  return (
    <li className="grid gap-2 rounded-card border border-border bg-bg p-3" data-testid="try-sample">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{sampled.chat_title ?? sampled.chat_id}</span>
        <span>{new Date(sampled.date).toLocaleString()}</span>
        {before ? <MessageTypeTag messageType={before.message_type} /> : <span className="tag">not stored</span>}
        <span aria-hidden>→</span>
        <MessageTypeTag messageType={after.message_type} />
      </div>
      <p className="m-0 max-h-24 overflow-auto text-sm break-words whitespace-pre-wrap">{sampled.text}</p>
      <table className="token-table text-sm">
        <thead>
          <tr>
            <th />
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(({ label, show }) => {
            const was = before ? show(before) : '—';
            const now = show(after);
            return (
              <tr key={label} data-field={label} data-changed={was !== now}>
                <th scope="row">{label}</th>
                <td className={was !== now ? 'text-muted line-through' : ''}>{was}</td>
                <td className={was !== now ? 'font-semibold text-up' : ''}>{now}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </li>
  );
}

/** Up to 20 messages whose reading changes, newest first. */
export function TrySample({ answer }: { answer: TemplateTryResponse }) {
  if (answer.sample.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="m-0 text-base font-semibold">
        Before and after ({answer.sample.length} of {answer.changed.toLocaleString('en-US')} changing)
      </h3>
      <ul className="m-0 grid list-none gap-2 p-0">
        {answer.sample.map((sampled) => (
          <SampleRow key={sampled.raw_message_id} sampled={sampled} />
        ))}
      </ul>
    </section>
  );
}
