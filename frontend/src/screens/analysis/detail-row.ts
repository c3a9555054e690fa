/** How a figure reads for a trader: safe (green), a danger sign (red), or just a number. */
export type Tone = 'good' | 'bad' | 'neutral';

/** One labelled figure of the report, shown as a tile on screen and as a line in the copied text. */
export interface DetailRow {
  label: string;
  value: string;
  tone: Tone;
  /** A line under the value on screen, such as where and when the figure was stated. */
  note?: string;
}

/** A yes/no fact whose safe answer is `safeWhen`; Unknown (neither safe nor a finding) when nobody checked it. */
export function flagRow(label: string, value: boolean, safeWhen: boolean, unknown = false): DetailRow {
  if (unknown) return { label, value: 'Unknown', tone: 'neutral' };
  return { label, value: value ? 'Yes' : 'No', tone: value === safeWhen ? 'good' : 'bad' };
}
