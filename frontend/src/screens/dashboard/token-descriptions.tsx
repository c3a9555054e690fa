import { descriptionPreview } from '../../tokens/token-summary';

interface Props {
  descriptions: readonly string[];
  /** An expanded token shows every description; a collapsed one 4 and how many more. */
  expanded: boolean;
}

export function TokenDescriptions({ descriptions, expanded }: Props) {
  if (descriptions.length === 0) return <span className="text-sm text-muted">-</span>;
  const { shown, more } = expanded ? { shown: descriptions, more: 0 } : descriptionPreview(descriptions);
  return (
    <ul className="m-0 flex min-w-0 list-none flex-col gap-0.5 p-0 text-sm" data-testid="token-descriptions">
      {shown.map((description) => (
        <li key={description} className={expanded ? 'break-words' : 'truncate'} title={description}>
          {description}
        </li>
      ))}
      {more > 0 && (
        <li className="text-xs text-muted italic" data-testid="more-descriptions">
          {more} more descriptions...
        </li>
      )}
    </ul>
  );
}
