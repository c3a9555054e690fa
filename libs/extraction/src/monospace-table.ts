/**
 * A monospace table's first row under its header: scanner bots print a token as
 *
 *   NAME           SYM    MCAP    LIQ
 *   Orbital Toad   TOAD   1.84M   244K
 *
 * (or with box-drawing bars between the cells, or '|' alone as markdown writes a table): each
 * figure is labelled by the header above it, not beside it. Cells are split by runs of two spaces
 * or more, or by a vertical bar; the header row and the row under it (past a rule of dashes) must
 * have as many cells, so a line of prose is never read as a table.
 */

// Most messages have no table: a monospace table aligns its cells with runs of spaces or draws
// bars between them.
const MAY_HOLD_TABLE = / {2}|[│┃║]/;
const CELL_BREAK = /\s{2,}|\s*[│┃║|]\s*/u;
// A rule under the header: dashes, box-drawing marks and markdown's '|:---|' only.
const RULE = /^[\s\u2500-\u257F=_|:-]+$/u;
const MIN_COLUMNS = 3;
// A header's cells are short words, never figures: '1.84M' or '$244K' are values.
const HEADER_CELL = /^[\p{L}#][\p{L}\p{N} .%#]{0,15}$/u;

// Emojis a bot puts at either end of a line are no cell ('🔹 NAME  SYM  MCAP').
const EDGE_EMOJIS =
  /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D\s]+|[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D\s]+$/gu;

const withoutEdgeEmojis = (line: string): string => line.replace(EDGE_EMOJIS, '');

function cellsOf(line: string): string[] {
  return withoutEdgeEmojis(line)
    .split(CELL_BREAK)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
}

/**
 * The table's header cells (lower case) with the cells of the row under them; null without a
 * table. `column` is a header the caller reads, written as a cell (between runs of spaces or bars):
 * a message without one is not split into cells at all.
 */
export function firstTableRow(plain: string, column: RegExp): ReadonlyMap<string, string> | null {
  if (!(MAY_HOLD_TABLE.test(plain) || hasBarsOnLinesInARow(plain)) || !column.test(plain)) return null;
  const lines = plain.split('\n');
  for (const [index, line] of lines.entries()) {
    const aligned = MAY_HOLD_TABLE.test(line);
    if (!aligned && !line.includes('|')) continue;
    const header = cellsOf(line);
    if (header.length < MIN_COLUMNS || !header.every((cell) => HEADER_CELL.test(cell))) continue;
    const row = lineUnder(lines, index);
    // A '|' alone is every other bot's field separator ('Name | SYM | venue' over 'MC: $48K |
    // Vol: 12K | Liq: 9K'): with it alone, the row under the header has as many bars, as a
    // table's rows do.
    if (row === null || (!aligned && barsIn(row) !== barsIn(line))) continue;
    const cells = cellsOf(row);
    if (cells.length === header.length) return new Map(header.map((cell, at) => [cell.toLowerCase(), cells[at] ?? '']));
  }
  return null;
}

/**
 * Whether two lines in a row hold a '|': a table drawn with bars alone may then be there. Most
 * messages with a bar have it on lines apart ('Holders: 388 | Top 10: 18.9%', 'GMGN | Photon'),
 * and need no scan for a header word.
 */
function hasBarsOnLinesInARow(plain: string): boolean {
  for (let bar = plain.indexOf('|'); bar >= 0;) {
    const lineEnd = plain.indexOf('\n', bar);
    if (lineEnd < 0) return false;
    const nextBar = plain.indexOf('|', lineEnd + 1);
    const nextEnd = plain.indexOf('\n', lineEnd + 1);
    if (nextBar >= 0 && (nextEnd < 0 || nextBar < nextEnd)) return true;
    bar = nextBar;
  }
  return false;
}

function lineUnder(lines: readonly string[], header: number): string | null {
  for (const line of lines.slice(header + 1, header + 3)) {
    const bare = withoutEdgeEmojis(line);
    if (bare === '' || RULE.test(bare)) continue;
    return line;
  }
  return null;
}

function barsIn(line: string): number {
  let bars = 0;
  for (let at = line.indexOf('|'); at >= 0; at = line.indexOf('|', at + 1)) bars += 1;
  return bars;
}

/**
 * The cells of a row of a table drawn with '|' alone ('| Name | Velvet Moth |', 'Symbol | VMOTH'),
 * null when the line is no such row: a table is several lines with as many bars each, one above
 * or below it, which a bot's headline ('Name | SYM | venue') is not.
 */
export function barTableRow(lines: readonly string[], index: number): string[] | null {
  const line = lines[index] ?? '';
  const bars = barsIn(line);
  if (bars === 0 || (barsIn(lines[index - 1] ?? '') !== bars && barsIn(lines[index + 1] ?? '') !== bars)) return null;
  return line
    .split('|')
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
}

/** A test for a header cell among these words (case aside), for firstTableRow's `column`. */
export function headerCell(words: readonly string[]): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words.join('|')})(?: {2}|\s*[│┃║|]|\s*$)`, 'imu');
}

/** The value of the first of these columns the table has. */
export function tableValue(row: ReadonlyMap<string, string> | null, headers: readonly string[]): string | null {
  if (row === null) return null;
  for (const header of headers) {
    const value = row.get(header);
    if (value !== undefined) return value;
  }
  return null;
}
