import { describe, expect, it } from '@jest/globals';
import {
  filterableMessageTypes,
  groupTokenCount,
  messageTypeGroups,
  messageTypeLabel,
  messageTypesToRequest,
  toggleMessageType,
  toggleMessageTypeGroup,
  type MessageTypeGroup,
} from './message-type-groups';

const knownGroups = messageTypeGroups({});
const group = (label: string, groups = knownGroups): MessageTypeGroup => {
  const found = groups.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no group ${label}`);
  return found;
};

describe('message-type groups', () => {
  it("put the built-in types under their labels, in the labels' order, leaving out labels without types", () => {
    expect(knownGroups).toEqual([
      { label: 'Cabal', messageTypes: ['cabal_fomo', 'cabal_analysis'] },
      { label: 'Trending', messageTypes: ['trench_radar'] },
      { label: 'Calls', messageTypes: ['call_analyzer'] },
      { label: 'Curated', messageTypes: ['curated'] },
      { label: 'Smart Money', messageTypes: ['insider'] },
      { label: 'Volume Alert', messageTypes: ['volume_alert'] },
      { label: 'PumpFun', messageTypes: ['pumpfun_volume', 'pumpfun_new_alert', 'trenchRadar_pumpfun'] },
      { label: 'Promotions', messageTypes: ['jokel_push_chat'] },
    ]);
  });

  it("offer every type a token came with, a user's template's under the label its name says", () => {
    const groups = messageTypeGroups({ insider: 4, whale_watch: 2, gmgn_kol_buys: 1, rugcheck_scan: 1, sol_trending: 3, unknown: 5 });
    expect(group('Whale Alerts', groups).messageTypes).toEqual(['whale_watch']);
    expect(group('Smart Money', groups).messageTypes).toEqual(['insider', 'gmgn_kol_buys']);
    expect(group('Security', groups).messageTypes).toEqual(['rugcheck_scan']);
    expect(group('Trending', groups).messageTypes).toEqual(['trench_radar', 'sol_trending']);
    expect(group('Trading', groups).messageTypes).toEqual(['unknown']);
    expect(filterableMessageTypes(groups)).toHaveLength(16);
  });

  it('read the narrower words first and split camelCase names', () => {
    expect(messageTypeLabel('big_volume_alert')).toBe('Volume Alert');
    expect(messageTypeLabel('VolumeSpike')).toBe('Volume');
    expect(messageTypeLabel('newLaunches')).toBe('Launch');
    expect(messageTypeLabel('twitter_mentions')).toBe('Social');
    expect(messageTypeLabel('gem_picks')).toBe('Recommendations');
    expect(messageTypeLabel('buy_flow')).toBe('Activity');
    expect(messageTypeLabel('shill_board')).toBe('Promotions');
    expect(messageTypeLabel('deep_analysis')).toBe('Analysis');
  });
});

describe('messageTypesToRequest', () => {
  const offered = filterableMessageTypes(knownGroups);

  it('asks for every type when none or all offered are selected', () => {
    expect(messageTypesToRequest([], offered)).toEqual([]);
    expect(messageTypesToRequest([...offered].reverse(), offered)).toEqual([]);
  });

  it('asks for the selected types otherwise', () => {
    expect(messageTypesToRequest(['insider', 'curated'], offered)).toEqual(['insider', 'curated']);
  });
});

describe('toggling', () => {
  const pumpfun = group('PumpFun');

  it('switches one type on and off', () => {
    expect(toggleMessageType(['insider'], 'curated')).toEqual(['insider', 'curated']);
    expect(toggleMessageType(['insider', 'curated'], 'insider')).toEqual(['curated']);
  });

  it('switches a whole group on when any of its types is off, and off when all are on', () => {
    expect(toggleMessageTypeGroup(['pumpfun_volume', 'insider'], pumpfun)).toEqual([
      'pumpfun_volume',
      'insider',
      'pumpfun_new_alert',
      'trenchRadar_pumpfun',
    ]);
    expect(toggleMessageTypeGroup(['insider', ...pumpfun.messageTypes], pumpfun)).toEqual(['insider']);
  });
});

describe('groupTokenCount', () => {
  it('adds up the token counts of the group types, missing types as 0', () => {
    expect(groupTokenCount(group('PumpFun'), { pumpfun_volume: 4, pumpfun_new_alert: 3, insider: 9 })).toBe(7);
    expect(groupTokenCount(group('Smart Money'), {})).toBe(0);
  });
});
