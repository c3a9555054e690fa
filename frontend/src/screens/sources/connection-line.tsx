import { TELEGRAM_LOGIN_COMMAND, type TelegramConnection } from '@solana-hub/contracts';
import { useNow } from '../../time/use-now';
import { connectionView } from './account-connection';
import { LoginStep } from './login-step';

/** Whether the ingest reaches Telegram with the account or the bot: Connected, or since when and why not. */
export function ConnectionLine({ connection, testId }: { connection: TelegramConnection; testId: string }) {
  const now = useNow();
  const view = connectionView(connection, now);
  return (
    <>
      <p className="m-0 flex flex-wrap items-center gap-2 text-sm" role="status" data-testid={testId} data-state={connection.state}>
        <span className={`tag ${view.tone} whitespace-nowrap`}>{view.label}</span>
        {view.note === null ? null : (
          <span className="break-words text-down" data-testid={`${testId}-note`}>
            {view.note}
          </span>
        )}
      </p>
      {view.needsLogin ? <LoginStep command={TELEGRAM_LOGIN_COMMAND} /> : null}
    </>
  );
}
