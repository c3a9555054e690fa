import type { TemplateTryAnswer } from '@solana-hub/contracts';
import type { ReactNode } from 'react';
import { fieldChangeText, scopeText } from './try-texts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="grid gap-0.5 rounded-card border border-border bg-bg px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="m-0 text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

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
export function TryFigures({ answer }: { answer: TemplateTryAnswer }) {
  const { tokens } = answer;
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted" data-testid="try-scope">
        Read {scopeText(answer)} with <code>{answer.template_name}</code>
        {answer.tried_as_enabled ? ' (tried as if switched on: while off it reads nothing)' : ''}.
      </p>
      <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Messages it reads" value={answer.matched.toLocaleString('en-US')} testId="try-matched" />
        <Figure label="Would change" value={answer.changed.toLocaleString('en-US')} testId="try-changed" />
        <Figure label="No longer read" value={answer.released.toLocaleString('en-US')} testId="try-released" />
        <Figure label="New tokens" value={tokens.new.toLocaleString('en-US')} testId="try-new-tokens" />
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
