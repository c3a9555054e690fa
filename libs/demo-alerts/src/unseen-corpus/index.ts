/**
 * The unseen-channel corpus: real alert messages from channels the built-in templates were not
 * written for, labelled by hand, split by the bot that wrote them into a training part (the
 * engine may be tuned on it) and a held-out part (never tuned on; it measures how the engine
 * does on a channel it has never seen). README.md in this folder says where each source comes
 * from, the split rule, the labelling rules and how to add a message.
 */
import { brookMembers } from './sources/brook-members.js';
import { docExamples } from './sources/doc-examples.js';
import { phanes } from './sources/phanes.js';
import { rick } from './sources/rick.js';
import { rose } from './sources/rose.js';
import { solanaEarlyTrending } from './sources/solana-early-trending.js';
import { templates } from './sources/templates.js';
import { wenPresale } from './sources/wen-presale.js';
import type { UnseenCase } from './unseen-case.js';

export { MISS_CLASSES, type MissClass, type UnseenCase, type UnseenExpected, type UnseenSource } from './unseen-case.js';

const allCases: readonly UnseenCase[] = [
  ...rick,
  ...brookMembers,
  ...wenPresale,
  ...rose,
  ...phanes,
  ...solanaEarlyTrending,
  ...templates,
  ...docExamples,
];

/**
 * The bots whose every message is held out: Phanes (a full token report, the counterpart of Rick's
 * in the training part), the Solana Early Trending channel and the bots known from their own
 * documentation. Together about a third of the messages; no bot has messages in both parts.
 */
export const HELD_OUT_BOTS: ReadonlySet<string> = new Set([
  'Phanes',
  'Solana Early Trending',
  'Solalala Sniper',
  'Pump Scraper',
  'Maestro Group Bot',
]);

export interface UnseenCorpus {
  readonly training: readonly UnseenCase[];
  readonly heldOut: readonly UnseenCase[];
}

export const unseenCorpus: UnseenCorpus = {
  training: allCases.filter((c) => !HELD_OUT_BOTS.has(c.bot)),
  heldOut: allCases.filter((c) => HELD_OUT_BOTS.has(c.bot)),
};
