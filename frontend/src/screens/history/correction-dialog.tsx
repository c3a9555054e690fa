import * as Dialog from '@radix-ui/react-dialog';
import type { AlertMessage } from '@solana-hub/contracts';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { failureDetail } from '../../api/http-error';
import { useCorrectMessage } from '../../api/token-facts';
import { useToast } from '../../ui/toast';
import { correctionOf, draftOf, type CorrectionDraft } from './correction-form';

const inputClass = 'rounded-card border border-border bg-bg px-2 py-1 font-[inherit] text-text';

/** 'Correct' on a message of the token's history: the trader's name, symbol or market cap for it, kept through replays. */
export function CorrectionDialog({ message, address }: { message: AlertMessage; address: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CorrectionDraft>(() => draftOf(message));
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectMessage(address);
  const toast = useToast();

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(draftOf(message));
      setError(null);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = correctionOf(message, draft);
    if ('error' in outcome) return setError(outcome.error);
    correct.mutate(
      { id: message.id, correction: outcome.correction },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: 'Correction saved', variant: 'success' });
        },
        onError: (failure) => setError(`Could not save the correction: ${failureDetail(failure) ?? failure.message}`),
      },
    );
  };
  const field = (label: string, key: keyof CorrectionDraft, testId: string) => (
    <label className="grid gap-1 text-sm">
      <span className="text-muted">{label}</span>
      <input
        className={inputClass}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        data-testid={testId}
      />
    </label>
  );

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className="button" data-testid="correct-message">
        <Pencil size={14} aria-hidden />
        Correct
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-border bg-surface p-5 text-text shadow-2xl">
          <Dialog.Title className="m-0 text-lg font-semibold">Correct this message</Dialog.Title>
          <Dialog.Description className="m-0 text-sm text-muted">
            Your values win over what was read from the message, also when messages are replayed.
          </Dialog.Description>
          <form className="grid gap-3" onSubmit={submit}>
            {field('Name', 'name', 'correct-name')}
            {field('Symbol', 'symbol', 'correct-symbol')}
            {field('Market cap (USD)', 'marketCap', 'correct-market-cap')}
            {error ? (
              <p className="notice notice--error m-0" role="alert">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="button" type="button">
                Cancel
              </Dialog.Close>
              <button className="button button--primary" type="submit" disabled={correct.isPending} data-testid="save-correction">
                Save
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
