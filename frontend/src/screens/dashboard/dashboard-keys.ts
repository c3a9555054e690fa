/** What a key does on the dashboard's token list. */
export type DashboardKeyAction = 'search' | 'next' | 'previous' | 'copy' | 'open' | 'help';

const actions: Readonly<Record<string, DashboardKeyAction>> = {
  '/': 'search',
  j: 'next',
  k: 'previous',
  c: 'copy',
  Enter: 'open',
  '?': 'help',
};

/** The keys, as the '?' dialog and docs/using.md list them. */
export const DASHBOARD_KEYS: ReadonlyArray<{ key: string; does: string }> = [
  { key: 'Tab', does: 'First Tab: skip to the token list' },
  { key: '/', does: 'Search tokens' },
  { key: 'j', does: 'Next token' },
  { key: 'k', does: 'Previous token' },
  { key: 'c', does: "Copy the token's address" },
  { key: 'Enter', does: "Open the token's history" },
  { key: '?', does: 'Show these keys' },
];

interface Pressed {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The action of a key press; none while typing in a field, with Ctrl, Cmd or Alt held (the
 * browser's own shortcuts), or for Enter on a link or button (which Enter already activates).
 */
export function dashboardKeyAction(event: Pressed): DashboardKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || ownsKeys(event.target)) return null;
  const action = actions[event.key] ?? null;
  if (action === 'open' && isControl(event.target)) return null;
  return action;
}

/** A text field, a select, an editable element or an open dialog: the keys are theirs. */
export function ownsKeys(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="dialog"]') !== null;
}

function isControl(target: EventTarget | null): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.closest('a, button') !== null;
}

/** The row after j or k: the first one when none is chosen yet, and never past either end. */
export function stepIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
