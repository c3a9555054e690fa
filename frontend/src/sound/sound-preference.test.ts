import { describe, expect, it } from '@jest/globals';
import { createStoredSetting } from '../shell/stored-setting';
import { parseSoundMuted, SOUND_MUTED_STORAGE_KEY } from './sound-preference';

describe('sound mute preference', () => {
  it('starts unmuted when nothing was stored', () => {
    expect(parseSoundMuted(null)).toBe(false);
    expect(parseSoundMuted('nonsense')).toBe(false);
  });

  it('is remembered across visits', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    createStoredSetting(SOUND_MUTED_STORAGE_KEY, parseSoundMuted, storage).set(true);
    expect(createStoredSetting(SOUND_MUTED_STORAGE_KEY, parseSoundMuted, storage).get()).toBe(true);
  });
});
