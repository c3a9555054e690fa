import type { TokenFigures } from '@solana-hub/contracts';
import { statedFigureTexts } from '../../tokens/stated-figures';

/** The figures the token's alerts stated, small under its market cap; nothing when they stated none. */
export function StatedFiguresLine({ figures }: { figures: TokenFigures }) {
  const texts = statedFigureTexts(figures);
  if (texts.length === 0) return null;
  return (
    <span className="flex flex-wrap justify-end gap-x-2 text-xs leading-tight text-muted" data-testid="stated-figures">
      {texts.map((text) => (
        <span
          key={text.figure}
          className={`whitespace-nowrap ${text.danger ? 'text-down' : ''}`}
          title={`${text.label} ${text.value}, as an alert stated it on ${new Date(text.at).toLocaleString()}`}
          data-figure={text.figure}
        >
          {text.compact}
        </span>
      ))}
    </span>
  );
}
