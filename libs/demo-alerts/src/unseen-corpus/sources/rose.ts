/**
 * Rose (@MissRose_bot), the group's moderation bot: its rules message, which speaks of contracts
 * and CAs but names no token.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';
import { exported } from './brook-export.js';

export const rose: UnseenCase[] = [
  exported('Rose', 'messages5.html#message104457', {}, () => ({
    text: lines(
      "/ -Don't shill anything that you're not sure 100% is safe !.",
      '',
      '-Every shill should come with INFOS if you have any (exe : "Just scanning" "Safe good team", "extra degen", "no infos", "I know the team personally" etc...) don\'t paste a contract and leave or it will be deleted and if you keep doing it too much you\'ll be banned.',
      '',
      "-Don't shill farms/rugs.",
      '',
      '-Try to give as much information as you can on every shill.',
      '',
      '-Trade at your own risk and only risk what you can afford to loose (NFA DYOR).',
      '',
      'JUST SCANNING OF CA',
    ),
    links: [],
    expected: { address: null },
    classes: [],
  })),
  exported('Rose', 'message100269', {}, () => ({ text: '/ Good morning', links: [], expected: { address: null }, classes: [] })),
];
