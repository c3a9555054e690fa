import { TELEGRAM_LOGIN_COMMAND, type TelegramAccountState } from '@solana-hub/contracts';
import { UserRound } from 'lucide-react';
import { ConnectionLine } from './connection-line';
import { LoginStep } from './login-step';
import { SourceCard } from './source-card';

/** Where each setting of the account comes from. */
const settingHints: Record<string, string> = {
  TELEGRAM_API_ID: 'your Telegram app’s id: my.telegram.org → API development tools',
  TELEGRAM_API_HASH: 'the same page’s api_hash (32 hexadecimal characters)',
  TELEGRAM_SESSION_KEY: 'at least 32 random characters (openssl rand -hex 32): it encrypts the stored session',
};

const states: Record<TelegramAccountState['state'], { label: string; tone: string }> = {
  'not-configured': { label: 'Not set up', tone: '' },
  'not-logged-in': { label: 'Not logged in', tone: 'tag--yellow' },
  'logged-in': { label: 'Logged in', tone: 'tag--green' },
};

/** The Telegram user account: the main source, reading the channels the trader follows. */
export function AccountCard({ account }: { account: TelegramAccountState }) {
  return (
    <SourceCard title="Telegram account" icon={UserRound} state={states[account.state]} testId="account">
      {account.state === 'logged-in' ? (
        <p className="m-0">
          Logged in as <strong data-testid="account-name">{account.displayName}</strong>
          <span className="text-muted">
            {' '}
            since {new Date(account.loggedInAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}
          </span>
          . It reads the channels and groups switched on below.
        </p>
      ) : null}
      {account.state === 'logged-in' ? <ConnectionLine connection={account.connection} testId="account-connection" /> : null}
      {account.state === 'logged-in' && account.lastError ? (
        <p className="m-0 text-xs text-muted" data-testid="account-last-error">
          Last error from Telegram, at {new Date(account.lastError.at).toLocaleString()}: {account.lastError.message}. Reading carried on.
        </p>
      ) : null}
      {account.state === 'not-logged-in' ? <LoginStep command={account.command} /> : null}
      {account.state === 'not-configured' ? (
        <>
          <p className="m-0 text-sm text-muted">
            Reads the channels you follow, as you. Set these in .env (or the deployment’s secret), then restart:
          </p>
          <ul className="m-0 grid list-none gap-2 p-0">
            {account.settings.map((setting) => (
              <li key={setting} className="grid gap-0.5">
                <code className="text-sm" data-testid="account-setting">
                  {setting}
                </code>
                {settingHints[setting] ? <span className="text-xs text-muted">{settingHints[setting]}</span> : null}
              </li>
            ))}
          </ul>
          <LoginStep command={TELEGRAM_LOGIN_COMMAND} />
        </>
      ) : null}
    </SourceCard>
  );
}
