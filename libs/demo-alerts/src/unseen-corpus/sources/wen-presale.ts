/**
 * GemPad Presale Alerts (@WenPresaleBot), forwarded into the Brook calls group: a presale
 * announcement that names the token (linked to its Solscan page) and the presale's own address.
 */
import { lines } from '../../alert-parts.js';
import type { UnseenCase } from '../unseen-case.js';
import { exported } from './brook-export.js';

export const wenPresale: UnseenCase[] = [
  exported('WenPresale', 'messages20.html#message120040', { ca: 'NEPthmdd6hhNNT3imkbSuvDvvG1xPP8YmGGdAH8BHc2' }, ({ ca }) => ({
    text: lines(
      '💎 New GemPad sale on Solana detected!',
      'https://t.me/neptuneexchange',
      '',
      'Token: Neptune (NEP)',
      'SC: 1 SOL',
      'Locked liquidity: 15%',
      'Start time: 4/13/2025, 5:00:00 PM (UTC)',
      'Twitter: https://x.com/neptunexchange',
      'Website: https://nep.ag',
      '',
      'https://solsale.app/presale/FQ6rmMprDmHiNjuPz88PpFZa2AkGwz1S4fq1kVGVGv14',
      '',
      'Always DYOR. ',
      'Alerts by @WenPresaleBot ❤️',
    ),
    links: [
      'https://t.me/neptuneexchange',
      `https://solscan.io/token/${ca}`,
      'https://x.com/neptunexchange',
      'https://nep.ag',
      'https://solsale.app/presale/FQ6rmMprDmHiNjuPz88PpFZa2AkGwz1S4fq1kVGVGv14',
      'https://t.me/WenPresaleBot',
    ],
    expected: { address: ca, name: 'Neptune', symbol: 'NEP' },
    classes: [],
  })),
];
