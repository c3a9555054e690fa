import type { AlertMessage } from '@solana-hub/contracts';

/** Values that mean "nothing new" for a field, besides null and blank text. */
const placeholders: Partial<Record<keyof AlertMessage, string>> = {
  links: '[]',
  description: 'No description available',
};

/**
 * The latest message of a token after `incoming` arrives: new non-empty values
 * override old ones, otherwise the old ones stay.
 */
export function mergeAlertMessage(previous: AlertMessage | undefined, incoming: AlertMessage): AlertMessage {
  if (!previous) return incoming;
  const merged = { ...previous };
  for (const key of Object.keys(incoming) as Array<keyof AlertMessage>) {
    if (!isEmpty(key, incoming[key])) assign(merged, incoming, key);
  }
  return merged;
}

function assign<K extends keyof AlertMessage>(target: AlertMessage, source: AlertMessage, key: K): void {
  target[key] = source[key];
}

function isEmpty(key: keyof AlertMessage, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === placeholders[key];
}
