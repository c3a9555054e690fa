import type { TemplateTryResponse } from '@solana-hub/contracts';
import { SummaryItem } from '../../../ui/summary-item';
import { fieldChangeText, scopeText } from './try-texts';

function TokenField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 rounded-card border border-border px-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="m-0 font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The try's headline figures, the tokens whose fields move, and the chats it reads. */
export function TryFigures({ answer }: { answer: TemplateTryResponse }) {
  const { tokens } = answer;
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted" data-testid="try-scope">
        Read {scopeText(answer)} with <code>{answer.template_name}</code>
        {answer.tried_as_enabled ? ' (tried as if switched on: while off it reads nothing)' : ''}.
      </p>
      <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <SummaryItem label="Messages it reads" testId="try-matched" large>
          {answer.matched.toLocaleString('en-US')}
        </SummaryItem>
        <SummaryItem label="Would change" testId="try-changed" large>
          {answer.changed.toLocaleString('en-US')}
        </SummaryItem>
        <SummaryItem label="No longer read" testId="try-released" large>
          {answer.released.toLocaleString('en-US')}
        </SummaryItem>
        <SummaryItem label="New tokens" testId="try-new-tokens" large>
          {tokens.new.toLocaleString('en-US')}
        </SummaryItem>
      </dl>
      <section aria-labelledby="try-token-fields" className="grid gap-1.5">
        <h3 id="try-token-fields" className="m-0 text-sm font-normal text-muted">
          Tokens whose messages gain, change or lose a field
        </h3>
        <dl className="m-0 grid grid-cols-1 gap-2 sm:grid-cols-3">
          <TokenField label="Name" value={fieldChangeText(tokens.name)} testId="try-tokens-name" />
          <TokenField label="Symbol" value={fieldChangeText(tokens.symbol)} testId="try-tokens-symbol" />
          <TokenField label="Market cap" value={fieldChangeText(tokens.market_cap)} testId="try-tokens-market-cap" />
        </dl>
      </section>
      {answer.chats.length > 0 ? (
        <table className="token-table" data-testid="try-chats">
          <thead>
            <tr>
              <th>Chat</th>
              <th className="numeric">Reads</th>
              <th className="numeric">Changes</th>
            </tr>
          </thead>
          <tbody>
            {answer.chats.map((chat) => (
              <tr key={chat.chat_id} data-testid="try-chat" data-chat-id={chat.chat_id}>
                <td>{chat.chat_title ?? chat.chat_id}</td>
                <td className="numeric">{chat.matched.toLocaleString('en-US')}</td>
                <td className="numeric">{chat.changed.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="page-status" data-testid="try-nothing">
          No stored message matches this template.
        </p>
      )}
    </div>
  );
}
