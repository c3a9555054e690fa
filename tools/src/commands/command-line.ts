import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';

type Options = NonNullable<ParseArgsConfig['options']>;

/** What a command accepts, and how to read it. */
export interface CommandLine<T> {
  /** `usage: npm run ...` and what the command does: --help prints it, a usage problem ends with it. */
  usage: string;
  /** Its options (--help is everyone's and added here). */
  options?: Options;
  /** Whether it takes arguments besides its options (a file, a queue); without, one is refused. */
  takesArguments?: boolean;
  /**
   * Reads `{ ...options, arguments }` into what the command needs (option names as keys, so a
   * problem names the option).
   */
  schema: z.ZodType<T>;
}

/** The exit status of a command line that cannot be run as it is written. */
export const USAGE_PROBLEM = 2;

/**
 * Reads a command line: `--help` prints the usage (exit 0); an unknown option, a missing value
 * or a value the schema refuses prints the problem in words, naming the option, then the usage
 * (exit 2). Otherwise answers what the command needs.
 */
export function readCommandLine<T>(line: CommandLine<T>, args: readonly string[]): { request: T } | { exit: number } {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: withNegativeValues(args, line.options ?? {}),
      allowPositionals: line.takesArguments === true,
      strict: true,
      options: { ...line.options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    // parseArgs's TypeError, from Node's own realm (not always `instanceof Error` here).
    const { message } = error as { message?: unknown };
    return refuse(line, typeof message === 'string' ? message : String(error));
  }
  const { help, ...values } = parsed.values;
  if (help === true) {
    console.log(line.usage);
    return { exit: 0 };
  }
  const read = line.schema.safeParse({ ...values, arguments: parsed.positionals });
  if (!read.success) return refuse(line, describeProblems(read.error));
  return { request: read.data };
}

/**
 * A Telegram chat id is written negative (-1001234567890), which parseArgs takes for an option
 * ("argument is ambiguous"): after an option that takes a value, a number starting with '-' is
 * its value, joined as `--chat=-100…`.
 */
function withNegativeValues(args: readonly string[], options: Options): string[] {
  const takesValue = new Set(
    Object.entries(options)
      .filter(([, option]) => option.type === 'string')
      .map(([name]) => `--${name}`),
  );
  const joined: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (takesValue.has(arg) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else joined.push(arg);
  }
  return joined;
}

function refuse(line: CommandLine<unknown>, problem: string): { exit: number } {
  console.error(`${problem}\n\n${line.usage}`);
  return { exit: USAGE_PROBLEM };
}

/** Each problem on a line of its own, named by its option ('--from: ...') or as the arguments. */
function describeProblems(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const [first] = issue.path;
      if (first === undefined) return issue.message;
      return first === 'arguments' ? `arguments: ${issue.message}` : `--${String(first)}: ${issue.message}`;
    })
    .join('\n');
}
