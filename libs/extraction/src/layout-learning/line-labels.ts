/**
 * What a line may open with before what it says: emojis, marks, bullets, brackets. A chat may
 * vary them from message to message ('🪐 ', '🧊 '), so a value or a label is read after them.
 */
export const LEADING_DECORATION = /^[^\p{L}\p{N}$]*/u;

/** The longest label kept: a few words, not a sentence. */
const MAX_LABEL_LENGTH = 40;
/** Words a label may take ('Market Cap:' is two). */
const MAX_LABEL_WORDS = 3;
const WORDS = /\S+/gu;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\d/u;
const WORD_CHARACTER = /[\p{L}\p{N}_]/uy;

function decorationLength(line: string): number {
  return LEADING_DECORATION.exec(line)?.[0].length ?? 0;
}

/** Whether `line` opens with `label` after its decoration, as whole words ('MC' opens 'MC: 12K', not 'MCap 12K'). */
function opensWith(line: string, label: string): boolean {
  const start = decorationLength(line);
  if (!line.startsWith(label, start)) return false;
  const end = start + label.length;
  return !(isWordCharacterAt(line, end - 1) && isWordCharacterAt(line, end));
}

function isWordCharacterAt(text: string, index: number): boolean {
  WORD_CHARACTER.lastIndex = index;
  return WORD_CHARACTER.test(text);
}

/** The line a rule counting from `label` counts from: the first that opens with it; -1 when none does. */
export function labelledLine(lines: readonly string[], label: string): number {
  return lines.findIndex((line) => opensWith(line, label));
}

/**
 * The label of line `index`, which rules may count lines from: its shortest opening of one to
 * three words after its decoration, with a letter and no figure ('MC:', 'Market Cap'), that
 * opens no earlier line. Null when it has none. Whether the chat keeps it from message to
 * message is what its later messages tell.
 */
export function lineLabel(lines: readonly string[], index: number): string | null {
  const line = lines[index] ?? '';
  const rest = line.slice(decorationLength(line));
  for (const word of [...rest.matchAll(WORDS)].slice(0, MAX_LABEL_WORDS)) {
    const label = rest.slice(0, word.index + word[0].length);
    if (HAS_DIGIT.test(label) || label.length > MAX_LABEL_LENGTH) return null;
    if (HAS_LETTER.test(label) && labelledLine(lines, label) === index) return label;
  }
  return null;
}
