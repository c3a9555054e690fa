import * as Dialog from '@radix-ui/react-dialog';
import { DASHBOARD_KEYS } from './dashboard-keys';

/** The dashboard's keys, opened with '?'. */
export function KeysDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="keys-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-border bg-surface p-5 text-text shadow-2xl"
        >
          <Dialog.Title className="m-0 text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="m-0 text-sm text-muted">On the token list, when not typing in a field.</Dialog.Description>
          <dl className="m-0 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            {DASHBOARD_KEYS.map(({ key, does }) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-border bg-raised px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                </dt>
                <dd className="m-0">{does}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close className="button justify-self-end" type="button">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
