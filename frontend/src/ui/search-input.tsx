import { ClipboardPaste, Search, X } from 'lucide-react';
import { useToast } from './toast';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name of the field. */
  label: string;
  testId?: string;
  /** For a label or a key that focuses the field. */
  id?: string;
  className?: string;
}

const inlineButton =
  'inline-grid size-7 shrink-0 cursor-pointer place-items-center rounded-card border-0 bg-transparent p-0 text-muted hover:bg-raised hover:text-text';

/** A search field with a clear button and a paste-from-clipboard button (a copied address is the usual search). */
export function SearchInput({ value, onChange, placeholder, label, testId, id, className = '' }: Props) {
  const toast = useToast();

  async function paste() {
    try {
      onChange((await navigator.clipboard.readText()).trim());
    } catch (error) {
      toast({
        title: 'Could not read the clipboard',
        description: error instanceof Error ? error.message : String(error),
        variant: 'error',
      });
    }
  }

  return (
    <div className={`flex items-center gap-1 rounded-card border border-border bg-bg pr-1 pl-3 focus-within:border-accent ${className}`}>
      <Search size={16} aria-hidden className="shrink-0 text-muted" />
      <input
        type="search"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        spellCheck={false}
        autoComplete="off"
        className="min-w-0 flex-1 border-0 bg-transparent py-2 text-text outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' ? (
        <button type="button" className={inlineButton} onClick={() => onChange('')} aria-label="Clear search" title="Clear search">
          <X size={15} aria-hidden />
        </button>
      ) : null}
      <button
        type="button"
        className={inlineButton}
        onClick={() => void paste()}
        aria-label="Paste from clipboard"
        title="Paste from clipboard"
      >
        <ClipboardPaste size={15} aria-hidden />
      </button>
    </div>
  );
}
