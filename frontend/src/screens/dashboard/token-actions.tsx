import { Archive, Microscope } from 'lucide-react';
import { paths } from '../../app/paths';

interface Props {
  address: string;
  name: string;
  onArchive: (address: string, name: string) => void;
  archiving: boolean;
}

/** Analyze (the report opens in a new tab, the dashboard stays live) and Archive. */
export function TokenActions({ address, name, onArchive, archiving }: Props) {
  return (
    <div className="flex items-center gap-1">
      <a
        href={paths.analysis(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="button px-2 py-1 text-xs"
        data-testid="analyze-token"
      >
        <Microscope size={13} aria-hidden />
        Analyze
      </a>
      <button
        type="button"
        className="button px-2 py-1 text-xs"
        onClick={() => onArchive(address, name)}
        disabled={archiving}
        aria-label={`Archive ${name}`}
        title="Archive"
        data-testid="archive-token"
      >
        <Archive size={13} aria-hidden />
      </button>
    </div>
  );
}
