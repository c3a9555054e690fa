/** The part of `localStorage` a setting needs, so tests can hand in a plain object. */
export type SettingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoredSetting<T> {
  get: () => T;
  set: (value: T) => void;
  /** For useSyncExternalStore: `listener` runs after every set. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A user preference kept in the browser (theme, sound mute). Reading or writing storage can
 * fail (private mode, storage disabled): the setting then lives for this page only.
 */
export function createStoredSetting<T>(
  key: string,
  parse: (stored: string | null) => T,
  storage: SettingStorage | undefined,
): StoredSetting<T> {
  let value = parse(readStored(storage, key));
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      try {
        storage?.setItem(key, String(next));
      } catch (error) {
        console.warn(`Could not remember the setting ${key}`, error);
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function readStored(storage: SettingStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The page's localStorage, or nothing where there is none (tests, locked-down browsers). */
export function browserStorage(): SettingStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
