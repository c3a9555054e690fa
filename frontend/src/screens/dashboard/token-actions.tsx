import { Archive, Microscope } from 'lucide-react';
import { paths } from '../../app/paths';

/** Analyze: the report opens in a new tab, the dashboard stays live. */
export function AnalyzeLink({ address }: { address: string }) {
  return (
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
  );
}

interface ArchiveProps {
  address: string;
  name: string;
  onArchive: (address: string, name: string) => void;
  archiving: boolean;
}

/** Archive, kept apart from Analyze so that a slip of the pointer does not take a token off the list. */
export function ArchiveButton({ address, name, onArchive, archiving }: ArchiveProps) {
  return (
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
  );
}
