import { CommandLine } from './command-line';

/** How to log the account in: once, in a terminal. */
export function LoginStep({ command }: { command: string }) {
  return (
    <>
      <p className="m-0 text-sm text-muted">Log in once in a terminal, in the project folder (phone number, code, 2FA password):</p>
      <CommandLine text={command} testId="login-command" />
    </>
  );
}
