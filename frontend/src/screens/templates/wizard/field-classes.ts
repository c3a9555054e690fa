/**
 * Text inputs of the wizard. Built from utilities rather than the app's `.input`, whose
 * unlayered `font: inherit` would win over the monospace of a message or template.
 */
export const textInput =
  'box-border w-full rounded-card border border-border bg-bg px-3 py-2 text-sm text-text outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

export const monoTextArea = `${textInput} resize-y font-mono leading-relaxed`;
