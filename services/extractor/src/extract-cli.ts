// Runs the extraction engine over a JSONL file of alert messages, one result line per input line:
//   npm run -s extract -- FILE.jsonl        (from the repository root; '-' reads standard input)
// Each input line is {"text": "...", "links"?: ["https://...", ...]} (links: the message's
// hyperlink targets, as Telegram entities carry them). A line that is not such an object gives
// {"error": "..."} in its place, and the command exits with 1 after the last line.
import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { MessageFigures } from '@solana-hub/db';
import { builtInTemplatesWithExtractors, readAlert, type Template } from '@solana-hub/extraction';
import { statedTokenFacts } from './stated-figures.js';

const inputLineSchema = z.object({
  text: z.string(),
  links: z.array(z.string()).optional(),
});

export type InputLine = z.infer<typeof inputLineSchema>;

/** One message as the engine reads it, in the snake_case of the stored message. */
export interface ExtractedLine {
  message_type: string;
  token_address: string | null;
  token_name: string | null;
  token_symbol: string | null;
  market_cap: number | null;
  trending_level: string | null;
  description: string | null;
  twitter_mentions: number | null;
  caller_name: string | null;
  caller_link: string | null;
  pair_address: string | null;
  /** the token's figures the template's extractors state (initial_price, volume_24h, holder_count, ...) */
  figures: MessageFigures;
  /** 'label|url' */
  links: string[];
  /** what the template's extractors found, by extractor name */
  fields: Record<string, unknown>;
}

/** The output of one input line: the JSON text, and whether the line was a message at all. */
export interface LineResult {
  json: string;
  ok: boolean;
}

/** The built-in templates as the database seeds them: the engine the extractor service runs. */
const TEMPLATES: readonly Template[] = builtInTemplatesWithExtractors;

/** The engine's reading of one message, with the built-in templates unless told otherwise. */
export function extractMessage(input: InputLine, templates: readonly Template[] = TEMPLATES): ExtractedLine {
  const links = input.links ?? [];
  const alert = readAlert(input.text, links, templates);
  const { figures, pairAddress } = statedTokenFacts(
    alert,
    templates.find((candidate) => candidate.name === alert.messageType),
    input.text,
    links,
  );
  return {
    message_type: alert.messageType,
    token_address: alert.token?.address ?? null,
    token_name: alert.token?.name ?? null,
    token_symbol: alert.token?.symbol ?? null,
    market_cap: alert.marketCap,
    trending_level: alert.trendingLevel,
    description: alert.description,
    twitter_mentions: alert.twitterMentions,
    caller_name: alert.callerName,
    caller_link: alert.callerLink,
    pair_address: pairAddress,
    figures,
    links: alert.links,
    fields: alert.fields,
  };
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'line'}: ${issue.message}`).join('; ');
}

/** One input line to its output line; `lineNumber` (from 1) names the line in an error. */
export function extractLine(line: string, lineNumber: number): LineResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return { json: JSON.stringify({ error: `line ${lineNumber}: not JSON (${(error as Error).message})` }), ok: false };
  }
  const input = inputLineSchema.safeParse(parsed);
  if (!input.success) return { json: JSON.stringify({ error: `line ${lineNumber}: ${describeIssues(input.error)}` }), ok: false };
  return { json: JSON.stringify(extractMessage(input.data)), ok: true };
}

/**
 * Every non-blank input line to its result, in order. Blank lines (a file's trailing newline,
 * spacing between records) are no input and give no output; line numbers still count them.
 */
export async function* extractResults(lines: AsyncIterable<string>): AsyncIterable<LineResult> {
  let lineNumber = 0;
  for await (const raw of lines) {
    lineNumber += 1;
    const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    yield extractLine(line, lineNumber);
  }
}

/** Input JSONL lines to output JSONL lines (without newlines), one per non-blank input line. */
export async function* extractLines(lines: AsyncIterable<string>): AsyncIterable<string> {
  for await (const result of extractResults(lines)) yield result.json;
}

/** Writes and waits when the stream's buffer is full, so a large file streams in steady memory. */
async function writeLine(output: NodeJS.WritableStream, line: string): Promise<void> {
  if (!output.write(`${line}\n`)) await once(output, 'drain');
}

export async function main(args: readonly string[]): Promise<number> {
  const [file, ...rest] = args;
  if (file === undefined || rest.length > 0) {
    process.stderr.write('usage: npm run -s extract -- FILE.jsonl   (- reads standard input)\n');
    return 2;
  }
  let input: Readable;
  try {
    input = file === '-' ? process.stdin : (await open(file)).createReadStream({ encoding: 'utf8' });
  } catch (error) {
    process.stderr.write(`extract: cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const output: { error: NodeJS.ErrnoException | null } = { error: null };
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    output.error ??= error;
  });
  let failed = 0;
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const result of extractResults(lines)) {
      if (!result.ok) failed += 1;
      await writeLine(process.stdout, result.json).catch((error: NodeJS.ErrnoException) => {
        output.error ??= error;
      });
      if (output.error) break;
    }
  } catch (error) {
    process.stderr.write(`extract: cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  } finally {
    lines.close();
    input.destroy();
  }
  // A reader that stops early (`| head`) closes the pipe: stop quietly, as other filters do.
  if (output.error && output.error.code !== 'EPIPE') {
    process.stderr.write(`extract: cannot write: ${output.error.message}\n`);
    return 2;
  }
  if (failed > 0) process.stderr.write(`extract: ${failed} line(s) were not messages\n`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
