import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import type { ExtractedField } from '@solana-hub/extraction';
import { Library, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { extractorPresetsQuery } from '../../../api/extractor-presets';
import { textInput } from './field-classes';
import { presetsToOffer } from './preset-field';

interface Props {
  fields: readonly ExtractedField[];
  onAdd: (presetId: string) => void;
}

function PresetList({ fields, search, onAdd }: Props & { search: string }) {
  const presets = useQuery(extractorPresetsQuery);
  if (presets.isPending) return <p className="page-status">Loading the preset library…</p>;
  if (presets.isError) return <p className="notice notice--error">Could not load the preset library: {presets.error.message}</p>;
  const groups = presetsToOffer(presets.data, fields, search);
  if (groups.length === 0) return <p className="page-status">No preset matches.</p>;
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <section key={group.category}>
          <h3 className="m-0 mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{group.category}</h3>
          <ul className="m-0 grid list-none gap-1.5 p-0">
            {group.presets.map((preset) => (
              <li key={preset.id}>
                <button
                  type="button"
                  className="grid w-full cursor-pointer gap-0.5 rounded-card border border-border bg-bg px-3 py-2 text-left text-text [font-family:var(--font)] hover:border-accent"
                  onClick={() => onAdd(preset.id)}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{preset.name}</span>
                    <code className="text-xs text-muted">{preset.field_name}</code>
                  </span>
                  <span className="text-sm text-muted">{preset.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Adds a field from the preset library that the analysis did not propose. */
export function PresetPicker({ fields, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const add = (presetId: string) => {
    onAdd(presetId);
    setOpen(false);
    setSearch('');
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button self-start">
        <Library size={16} aria-hidden />
        Add field from preset library
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[85vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_auto_1fr] gap-3 rounded-card border border-border bg-surface p-4 text-text shadow-2xl sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="m-0 flex items-center gap-2 text-lg font-semibold">
                <Plus size={18} aria-hidden />
                Preset library
              </Dialog.Title>
              <Dialog.Description className="m-0 text-sm text-muted">
                Ready-made extractors; the field reads the same in every later message.
              </Dialog.Description>
            </div>
            <Dialog.Close className="cursor-pointer rounded-card border-0 bg-transparent p-1 text-muted hover:text-text" aria-label="Close">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <input
            className={textInput}
            placeholder="Search presets…"
            aria-label="Search presets"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="min-h-0 overflow-y-auto pr-1">
            <PresetList fields={fields} search={search} onAdd={add} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
