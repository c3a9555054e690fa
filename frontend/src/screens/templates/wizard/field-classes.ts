/**
 * Text inputs and chips of the wizard. Built from utilities rather than the app's `.input`,
 * whose unlayered `font: inherit` would win over the monospace of a message or template; and
 * since there is no preflight, text areas and buttons are told the app's font explicitly.
 */
const box =
  'box-border w-full rounded-card border border-border bg-bg px-3 py-2 text-sm text-text outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

export const textInput = `${box} [font-family:var(--font)]`;

export const monoInput = `${box} font-mono`;

export const monoTextArea = `${monoInput} resize-y leading-relaxed`;

/** A round toggle or insert button; aria-pressed marks the chosen one. */
export const chip =
  'cursor-pointer rounded-full border border-border bg-raised px-3 py-1 text-text hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-contrast';

export const textChip = `${chip} text-sm [font-family:var(--font)]`;

export const monoChip = `${chip} font-mono text-xs`;
