/**
 * Rose (@MissRose_bot), the group's moderation bot, and UXY, a second one: their greetings and
 * rules messages, which speak of contracts and CAs but name no token.
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
  exported('Rose', 'message100431', {}, () => ({
    text: 'Hey there Pakmo, and welcome to Brook private 💀 play ground! How are you?',
    links: [],
    expected: { address: null },
    classes: [],
  })),
  exported('Rose', 'message100434', {}, () => ({
    text: 'Click on the button to see the chat rules!',
    links: ['http://t.me/MissRose_bot?start=rules_-1001976645587'],
    expected: { address: null },
    classes: [],
  })),
  // UXY, a second moderation bot in the group, answering the same /rules
  exported('UXY', 'message100435', {}, () => ({
    text: "The group admins haven't set any rules for this chat yet. This probably doesn't mean it's lawless though...!",
    links: [],
    expected: { address: null },
    classes: [],
  })),
];
