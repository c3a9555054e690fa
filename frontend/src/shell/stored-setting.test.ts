import { describe, expect, it, jest } from '@jest/globals';
import { createStoredSetting, type SettingStorage } from './stored-setting';

function memoryStorage(initial: Record<string, string> = {}): SettingStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = value) };
}

const parseFlag = (stored: string | null) => stored === 'true';

describe('createStoredSetting', () => {
  it('reads what an earlier visit stored and stores every change', () => {
    const storage = memoryStorage({ muted: 'true' });
    const setting = createStoredSetting('muted', parseFlag, storage);
    expect(setting.get()).toBe(true);
    setting.set(false);
    expect(storage.items.muted).toBe('false');
    expect(createStoredSetting('muted', parseFlag, storage).get()).toBe(false);
  });

  it('tells subscribers about a change until they unsubscribe', () => {
    const setting = createStoredSetting('muted', parseFlag, memoryStorage());
    const listener = jest.fn();
    const unsubscribe = setting.subscribe(listener);
    setting.set(true);
    unsubscribe();
    setting.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working for the page when storage refuses', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing: SettingStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const setting = createStoredSetting('muted', parseFlag, refusing);
    expect(setting.get()).toBe(false);
    setting.set(true);
    expect(setting.get()).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
