import type { TemplateTryResponse, TemplateTryRequest } from '@solana-hub/contracts';
import { useMutation } from '@tanstack/react-query';
import { History, Loader2, Play } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { startReplay, tryTemplate } from '../../../api/template-try';
import { PanelDialog } from '../../../ui/panel-dialog';
import { failureDetail } from '../../../api/http-error';
import { ReplayProgressBar } from './replay-progress';
import { TryFigures } from './try-figures';
import { TrySample } from './try-sample';
import { replayLabel } from './try-texts';

interface Props {
  /** the template to try, asked when the button is pressed (the wizard's current choices) */
  request: () => TemplateTryRequest;
  /** what the dialog calls the template */
  title: string;
  /** the button that opens it */
  trigger: (open: () => void) => ReactNode;
  /** the wizard saves before the replay ('Save and replay'); a saved template replays at once */
  saveFirst?: () => Promise<unknown>;
  /** why no replay is offered (a template switched off reads nothing), or null */
  noReplay?: string | null;
  /** told when the dialog closes after a replay started (the wizard goes back to the list) */
  onClosedAfterReplay?: () => void;
}

/**
 * Try on history: what a template would read in the newest stored messages (POST
 * /api/templates/try), and the replay of those messages once it is saved, with its progress.
 */
export function TryOnHistory({ request, title, trigger, saveFirst, noReplay = null, onClosedAfterReplay }: Props) {
  const [open, setOpen] = useState(false);
  const attempt = useMutation({ mutationFn: tryTemplate });
  // Saved once, a template is not saved again when only its replay failed and is asked again.
  const saved = useRef(false);
  const replay = useMutation({
    mutationFn: async (answer: TemplateTryResponse) => {
      if (saveFirst && !saved.current) {
        await saveFirst();
        saved.current = true;
      }
      return startReplay(answer.replay_ids);
    },
  });
  const show = () => {
    attempt.reset();
    replay.reset();
    setOpen(true);
    attempt.mutate(request());
  };
  const close = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen && replay.isSuccess) onClosedAfterReplay?.();
  };
  const answer = attempt.data;
  return (
    <>
      {trigger(show)}
      <PanelDialog
        open={open}
        onOpenChange={close}
        title={`Try on history: ${title}`}
        description="What this template would read in the stored messages, compared with what they say now. Nothing changes until you replay."
        width="max-w-3xl"
        testId="try-history"
        footer={
          <footer className="grid gap-2">
            {replay.isError ? (
              <p className="notice notice--error" role="alert" data-testid="replay-error">
                {saveFirst ? 'Could not save and replay' : 'Could not replay'}: {failureDetail(replay.error)}
              </p>
            ) : null}
            {replay.data ? <ReplayProgressBar run={replay.data.run} /> : null}
            {answer && !replay.data && answer.replay_ids.length > 0 ? (
              noReplay ? (
                <p className="m-0 text-sm text-muted">{noReplay}</p>
              ) : (
                <div className="flex justify-end">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={replay.isPending}
                    onClick={() => replay.mutate(answer)}
                    data-testid="try-replay"
                  >
                    {replay.isPending ? <Loader2 size={16} className="animate-spin" aria-hidden /> : <Play size={16} aria-hidden />}
                    {replayLabel(answer, saveFirst !== undefined)}
                  </button>
                </div>
              )
            ) : null}
          </footer>
        }
      >
        <div className="grid content-start gap-4 overflow-y-auto">
          {attempt.isPending ? (
            <p className="page-status">
              <Loader2 size={16} className="mr-1 inline animate-spin" aria-hidden />
              Reading the stored messages…
            </p>
          ) : null}
          {attempt.isError ? (
            <p className="notice notice--error" role="alert" data-testid="try-error">
              Could not try the template: {failureDetail(attempt.error)}
            </p>
          ) : null}
          {answer ? <TryFigures answer={answer} /> : null}
          {answer ? <TrySample answer={answer} /> : null}
        </div>
      </PanelDialog>
    </>
  );
}

/** The button that opens a try: with its text in the wizard, an icon on a template's row (`label` names the template). */
export function TryButton({ onClick, className = 'button', label }: { onClick: () => void; className?: string; label?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      title="Try on history"
      aria-label={label ? `Try ${label} on history` : undefined}
      data-testid="try-history-button"
    >
      <History size={label ? 15 : 16} aria-hidden />
      {label ? null : 'Try on history'}
    </button>
  );
}
