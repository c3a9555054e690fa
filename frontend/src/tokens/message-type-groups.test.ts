import { describe, expect, it } from '@jest/globals';
import {
  filterableMessageTypes,
  groupTokenCount,
  messageTypeGroups,
  messageTypesToRequest,
  toggleMessageType,
  toggleMessageTypeGroup,
} from './message-type-groups';

const [pumpfun, insider] = messageTypeGroups;

describe('message-type groups', () => {
  it('are the six groups of the spec, in order', () => {
    expect(messageTypeGroups.map((group) => group.label)).toEqual([
      'PumpFun',
      'Insider & Smart Money',
      'Cabal Bot',
      'Curated & Analyzed',
      'Volume & Activity',
      'Jokel',
    ]);
    expect(pumpfun.messageTypes).toEqual(['pumpfun_volume', 'pumpfun_new_alert', 'trenchRadar_pumpfun']);
    expect(filterableMessageTypes).toHaveLength(11);
  });
});

describe('messageTypesToRequest', () => {
  it('asks for every type when none or all are selected', () => {
    expect(messageTypesToRequest([])).toEqual([]);
    expect(messageTypesToRequest([...filterableMessageTypes].reverse())).toEqual([]);
  });

  it('asks for the selected types otherwise', () => {
    expect(messageTypesToRequest(['insider', 'curated'])).toEqual(['insider', 'curated']);
  });
});

describe('toggling', () => {
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
    expect(groupTokenCount(pumpfun, { pumpfun_volume: 4, pumpfun_new_alert: 3, insider: 9 })).toBe(7);
    expect(groupTokenCount(insider, {})).toBe(0);
  });
});
