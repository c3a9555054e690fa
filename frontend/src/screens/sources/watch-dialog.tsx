import * as Dialog from '@radix-ui/react-dialog';
import type { SourceChat } from '@solana-hub/contracts';
import { useState } from 'react';
import { backfillPeriods } from './backfill-periods';

interface Props {
  /** The chat being switched on; null = closed. */
  chat: SourceChat | null;
  defaultBackfillHours: number;
  onWatch: (chat: SourceChat, backfillHours: number) => void;
  onClose: () => void;
}

/** Asks how far back a chat switched on is read before its new messages (Radix Dialog: focus trapped, Escape cancels). */
export function WatchDialog({ chat, defaultBackfillHours, onWatch, onClose }: Props) {
  return (
    <Dialog.Root open={chat !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="watch-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-3 rounded-card border border-border bg-surface p-5 text-text shadow-2xl"
        >
          {chat ? (
            <WatchForm key={chat.chatId} chat={chat} defaultBackfillHours={defaultBackfillHours} onWatch={onWatch} onClose={onClose} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WatchForm({ chat, defaultBackfillHours, onWatch, onClose }: Omit<Props, 'chat'> & { chat: SourceChat }) {
  const [hours, setHours] = useState(defaultBackfillHours);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onWatch(chat, hours);
        onClose();
      }}
    >
      <Dialog.Title className="m-0 text-lg font-semibold">Watch {chat.title}</Dialog.Title>
      <Dialog.Description className="m-0 text-muted">
        Its new messages feed the dashboard from now on. Read what it posted before, from:
      </Dialog.Description>
      <fieldset className="m-0 grid gap-1 border-0 p-0">
        <legend className="sr-only">Read back</legend>
        {backfillPeriods(defaultBackfillHours).map((period) => (
          <label key={period.hours} className="flex cursor-pointer items-center gap-2 rounded-card px-2 py-1.5 hover:bg-raised">
            <input
              type="radio"
              name="backfill"
              value={period.hours}
              checked={hours === period.hours}
              onChange={() => setHours(period.hours)}
              className="accent-accent"
            />
            <span>{period.hours === 0 ? period.label : `the last ${period.label}`}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-2 flex justify-end gap-2">
        <Dialog.Close className="button" type="button">
          Cancel
        </Dialog.Close>
        <button type="submit" className="button button--primary">
          Start watching
        </button>
      </div>
    </form>
  );
}
