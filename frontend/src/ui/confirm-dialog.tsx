import * as AlertDialog from '@radix-ui/react-alert-dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** a destructive action is shown in red */
  destructive?: boolean;
  onConfirm: () => void;
}

const destructiveButton =
  'inline-flex cursor-pointer items-center justify-center rounded-card border border-transparent bg-down px-3.5 py-[0.45rem] font-[inherit] font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-down';

/** Asks before an action that cannot be undone (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-border bg-surface p-5 text-text shadow-2xl">
          <AlertDialog.Title className="m-0 text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="m-0 text-muted">{description}</AlertDialog.Description>
          <div className="mt-2 flex justify-end gap-2">
            <AlertDialog.Cancel className="button">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              // .button's own colours are unlayered and would win over utilities, so red is built whole.
              className={destructive ? destructiveButton : 'button button--primary'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
