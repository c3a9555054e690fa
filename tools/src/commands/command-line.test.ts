import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { readCommandLine, type CommandLine } from './command-line.js';
import { importHistory } from './import.js';
import { migrate } from './migrate.js';
import { queues } from './queues.js';
import { replay } from './replay.js';
import { retryFailed } from './retry-failed.js';
import { start } from './start.js';
import { telegramChats } from './telegram-chats.js';
import { telegramLogin } from './telegram-login.js';
import { test as testCommand } from './test.js';

// Every command reads its command line the same way, before it reaches for any server: --help
// answers its usage, and a line it cannot run is refused with exit 2, the problem named in words.

const commands: Array<[string, (args: readonly string[]) => Promise<number>]> = [
  ['start', start],
  ['test', testCommand],
  ['migrate', migrate],
  ['replay', replay],
  ['queues', queues],
  ['retry-failed', retryFailed],
  ['import', importHistory],
  ['telegram:login', telegramLogin],
  ['telegram:chats', telegramChats],
];

/** Runs a command in this process; answers its exit status and what it printed. */
async function run(
  command: (args: readonly string[]) => Promise<number>,
  args: string[],
): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  const status = await command(args);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('every command line', () => {
  it.each(commands)('%s --help prints its usage and exits 0', async (name, command) => {
    const { status, out } = await run(command, ['--help']);
    expect(status).toBe(0);
    expect(out).toMatch(new RegExp(`^usage: npm (run )?${name}`));
    expect(out).toMatch(/Exit status: .*2 a bad command line/s);
  });

  it.each(commands)('%s refuses an option it does not know with exit 2, naming it, then its usage', async (_name, command) => {
    const { status, err } = await run(command, ['--frm', '2026-11-01']);
    expect(status).toBe(2);
    expect(err).toMatch(/^Unknown option '--frm'/);
    expect(err).toMatch(/\n\nusage: /);
  });
});

describe('the problems a command line can have, in words', () => {
  it.each([
    [
      'a date that is none',
      replay,
      ['--from', 'yesterday'],
      '--from: "yesterday" is no ISO-8601 date or date and time (e.g. 2026-11-01 or 2026-11-01T08:00:00Z)',
    ],
    ['dates the wrong way round', replay, ['--from', '2026-11-02', '--to', '2026-11-01'], '--to: --from must come before --to'],
    ['an option without its value', replay, ['--chat'], "Option '--chat <value>' argument missing"],
    [
      'an argument where none is taken',
      queues,
      ['raw-messages'],
      "Unexpected argument 'raw-messages'. This command does not take positional arguments",
    ],
    ['no queue named', retryFailed, [], 'arguments: one QUEUE is needed: raw-messages, analysis'],
    ['a queue that is none', retryFailed, ['raw-mesages'], 'arguments: "raw-mesages" is no queue; the queues: raw-messages, analysis'],
    ['a since that is no date', retryFailed, ['analysis', '--since', 'last week'], '--since: an ISO-8601 date or date and time is needed'],
    ['no export named', importHistory, [], 'arguments: one RESULT_JSON is needed'],
    ['hours beyond the limit', telegramChats, ['--watch', '@alpha', '--backfill-hours', '100000'], '--backfill-hours: at most'],
    ['hours without a chat to watch', telegramChats, ['--backfill-hours', '6'], '--backfill-hours: goes with --watch'],
  ] as const)('%s', async (_what, command, args, problem) => {
    const { status, err } = await run(command, [...args]);
    expect(status).toBe(2);
    expect(err.slice(0, problem.length)).toBe(problem);
    expect(err).not.toMatch(/[{}[\]]\s*"(code|path|message)"/);
  });
});

describe('a Telegram chat id, written negative', () => {
  const line: CommandLine<unknown> = {
    usage: 'usage: npm run replay -- [--chat ID] [--dry-run]',
    options: { chat: { type: 'string' }, 'dry-run': { type: 'boolean' }, from: { type: 'string' } },
    schema: z.object({ chat: z.string().optional(), 'dry-run': z.boolean().optional(), from: z.string().optional() }),
  };

  it('is the value of the option before it, not an option of its own', () => {
    expect(readCommandLine(line, ['--chat', '-1001234567890', '--dry-run'])).toEqual({
      request: { chat: '-1001234567890', 'dry-run': true },
    });
    expect(readCommandLine(line, ['--dry-run', '--chat=-1001234567890'])).toEqual({
      request: { chat: '-1001234567890', 'dry-run': true },
    });
  });

  it('after a flag that takes no value is still refused as an option', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readCommandLine(line, ['--dry-run', '-100'])).toEqual({ exit: 2 });
  });
});
