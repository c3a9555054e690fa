/** The Token Card Display Template after a field chip is clicked, and where the cursor goes. */
export interface EditedText {
  text: string;
  cursor: number;
}

export function placeholderOf(fieldName: string): string {
  return `{{${fieldName}}}`;
}

/** Inserts the field's placeholder over the selection (at the cursor when nothing is selected). */
export function insertPlaceholder(text: string, selectionStart: number, selectionEnd: number, fieldName: string): EditedText {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const placeholder = placeholderOf(fieldName);
  return { text: text.slice(0, start) + placeholder + text.slice(end), cursor: start + placeholder.length };
}
