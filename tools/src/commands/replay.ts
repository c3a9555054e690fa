import { z } from 'zod';
import { replaySelectionSchema, type ReplaySelection } from '@solana-hub/contracts';
import { readCommandLine, type CommandLine } from './command-line.js';
import { replayDryRun } from './replay-dry-run.js';
import { replayRun } from './replay-run.js';
import { onStackServers } from './stack-servers.js';

interface ReplayRequest {
  selection: ReplaySelection;
  dryRun: boolean;
}

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
/** A date (midnight UTC) or a date and time, ISO-8601. */
const moment = z
  .string()
  .refine((value) => isoDateTime.safeParse(value).success || isoDate.safeParse(value).success, {
    error: (issue) => `${JSON.stringify(issue.input)} is no ISO-8601 date or date and time (e.g. 2026-11-01 or 2026-11-01T08:00:00Z)`,
  })
  .transform((value) => new Date(isoDate.safeParse(value).success ? `${value}T00:00:00Z` : value).toISOString());

const commandLine: CommandLine<ReplayRequest> = {
  usage: `usage: npm run replay -- [--from ISO] [--to ISO] [--chat ID] [--type TYPE] [--only-reclassified] [--dry-run]
Extracts stored messages again with today's templates: the matching raw messages go on the
replay-chunks queue, 400 a job, where every running extractor takes its share, and each message is rewritten
(its tokens rebuilt) only where its reading changed, so a replay run twice changes nothing more.
  --from, --to          message dates, from (inclusive) to (exclusive)
  --chat ID             one chat's messages
  --type TYPE           messages stored with this type (e.g. unknown)
  --only-reclassified   rewrite only messages whose type changes
  --dry-run             change nothing: count the messages and the type changes, extracting
                        them here with the templates in the database
Live messages keep their own queue and workers beside a replay. Ctrl-C stops following, not the replay.
Exit status: 0 done, 1 messages failed, no extractor runs, or a server does not answer,
2 a bad command line.`,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    chat: { type: 'string' },
    type: { type: 'string' },
    'only-reclassified': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
  },
  schema: z
    .object({
      from: moment.optional(),
      to: moment.optional(),
      chat: z.string().min(1, 'a chat id is needed, e.g. -1001234567890').optional(),
      type: z.string().min(1, 'a message type is needed, e.g. unknown').optional(),
      'only-reclassified': z.boolean().default(false),
      'dry-run': z.boolean().default(false),
    })
    .refine(({ from, to }) => from === undefined || to === undefined || from < to, { error: '--from must come before --to', path: ['to'] })
    .transform((line) => ({
      selection: replaySelectionSchema.parse({
        from: line.from,
        to: line.to,
        chatId: line.chat,
        messageType: line.type,
        onlyReclassified: line['only-reclassified'],
      }),
      dryRun: line['dry-run'],
    })),
};

/** `npm run replay`: stored messages through today's templates, on the extractors, or counted here with --dry-run. */
export async function replay(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  const { selection, dryRun } = read.request;
  return onStackServers((servers) => (dryRun ? replayDryRun(servers.db, selection) : replayRun(servers, selection)));
}
