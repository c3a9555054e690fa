import { useSyncExternalStore } from 'react';
import { browserStorage, createStoredSetting } from '../shell/stored-setting';

/** Where the message types without live toasts are kept (comma-separated; types are letters, digits, _ . -). */
export const TOAST_TYPES_OFF_STORAGE_KEY = 'solana-hub.toast-types-off';

export function parseTypesOff(stored: string | null): readonly string[] {
  return (stored ?? '').split(',').filter((type) => type !== '');
}

const typesOff = createStoredSetting(TOAST_TYPES_OFF_STORAGE_KEY, parseTypesOff, browserStorage());

/** Whether a new message of this type shows a toast (its sound plays either way, as the sound toggle says). */
export function toastsOnFor(messageType: string): boolean {
  return !typesOff.get().includes(messageType);
}

/** The message types whose toasts are off, and the switch of one; kept across reloads. */
export function useToastTypesOff(): { off: readonly string[]; setOn: (messageType: string, on: boolean) => void } {
  const off = useSyncExternalStore(typesOff.subscribe, typesOff.get);
  const setOn = (messageType: string, on: boolean) => {
    const rest = typesOff.get().filter((type) => type !== messageType);
    typesOff.set(on ? rest : [...rest, messageType]);
  };
  return { off, setOn };
}
