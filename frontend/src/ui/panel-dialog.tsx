import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** the panel's width class, e.g. max-w-5xl */
  width: string;
  testId: string;
  children: ReactNode;
  /** what stays under the scrolling body (actions, progress) */
  footer?: ReactNode;
}

/**
 * A large panel over the page (Radix Dialog: focus trapped, Escape closes): title, description
 * and Close at the top, a body that scrolls, and an optional footer that stays in view.
 */
export function PanelDialog({ open, onOpenChange, title, description, width, testId, children, footer }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed top-1/2 left-1/2 z-50 grid max-h-[85vh] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 ${footer ? 'grid-rows-[auto_1fr_auto]' : 'grid-rows-[auto_1fr]'} gap-3 overflow-hidden rounded-card border border-border bg-surface p-5 text-text shadow-2xl`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="m-0 text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="m-0 text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="button" type="button">
              Close
            </Dialog.Close>
          </div>
          {children}
          {footer}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
