/** The AI extraction instructions of step 1: one preset per kind of trader focus. */
export interface InstructionPreset {
  label: string;
  instruction: string;
}

export const DEFAULT_INSTRUCTION = 'Automatically detect all relevant fields present in this message type';

export const INSTRUCTION_PRESETS: readonly InstructionPreset[] = [
  { label: 'Auto Detect', instruction: DEFAULT_INSTRUCTION },
  { label: 'Minimal', instruction: 'Extract only the token name, token address and market cap' },
  {
    label: 'Smart Money',
    instruction: 'Focus on smart money and insider activity: wallet counts, buy amounts in SOL, insider amounts and who bought',
  },
  {
    label: 'Trending Signals',
    instruction: 'Focus on trending signals: trending level, Twitter mentions, Telegram members and momentum indicators',
  },
  {
    label: 'Risk Analysis',
    instruction:
      'Focus on risk: rug risk, dev holdings percentage, top 10 holders percentage, mint and freeze authority, bundles and snipers',
  },
  {
    label: 'Market Data',
    instruction: 'Focus on market data: market cap, price, price change, 24h volume, liquidity and holder count',
  },
  {
    label: 'Social Signals',
    instruction: 'Focus on social signals: Twitter mentions, Telegram members, KOL count, caller name and community links',
  },
  {
    label: 'Full Analysis',
    instruction:
      'Extract every field present in the message: token identity, market data, trading activity, holders, risk and social signals',
  },
];
