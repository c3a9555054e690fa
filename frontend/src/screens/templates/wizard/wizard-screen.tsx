import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useReducer } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { aiModelsQuery } from '../../../api/ai-models';
import { useSaveTemplate } from '../../../api/templates';
import { paths } from '../../../app/paths';
import { useToast } from '../../../ui/toast';
import { failureDetail } from '../../../api/http-error';
import { analysisModels } from './ai-models';
import { analyzeMessage } from './analyze-message';
import { PasteMessageStep } from './paste-message-step';
import { ReviewStep } from './review-step';
import { SaveStep } from './save-step';
import { StepIndicator } from './step-indicator';
import { templateBody } from './template-body';
import { useChatPrefill } from './use-chat-prefill';
import { useEditedTemplate } from './use-edited-template';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

/** The template wizard (/templates/wizard, ?edit={templateId} or ?fromChat={chatId}): paste, review, save. */
export function WizardScreen() {
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const edited = useEditedTemplate(params.get('edit'), dispatch);
  const prefill = useChatPrefill(params.get('fromChat'), dispatch);
  const loading = edited.loading || prefill.loading;
  const toast = useToast();
  const navigate = useNavigate();
  const offer = useQuery(aiModelsQuery).data;
  // Without the server's model list (not in yet, or it failed) the analysis is the wizard's own.
  const analysis = useMutation({
    mutationFn: (input: WizardState) => analyzeMessage(input, offer ? analysisModels(input.model, offer) : null),
  });
  const save = useSaveTemplate();

  const analyze = () => {
    if (state.sample.trim() === '') {
      toast({ title: 'No message', description: 'Please paste a message to analyze', variant: 'error' });
      return;
    }
    analysis.mutate(state, {
      onSuccess: (result) => dispatch({ type: 'analysed', result }),
      onError: (error) => {
        console.error('Analysis failed', error);
        toast({ title: 'Analysis failed', description: 'Could not analyze the message. Please try again.', variant: 'error' });
      },
    });
  };

  const saveTemplate = () => {
    if (!state.analysis) return;
    const editing = state.editingId !== null;
    save.mutate(
      { body: templateBody(state, state.analysis), editingId: state.editingId },
      {
        onSuccess: () => {
          toast(
            editing
              ? { title: 'Template updated!', description: 'Your template has been updated', variant: 'success' }
              : { title: 'Template created!', description: 'Your template has been saved and is now active', variant: 'success' },
          );
          void navigate(paths.templates);
        },
        onError: (error) => {
          const detail = failureDetail(error);
          toast({
            title: 'Save failed',
            description: ['Could not save the template. Please try again.', detail].filter(Boolean).join(' '),
            variant: 'error',
          });
        },
      },
    );
  };

  return (
    <section className="mx-auto max-w-4xl">
      <title>{`${state.editingId === null ? 'Template Wizard' : 'Edit Template'} · Solana Hub`}</title>
      <Link to={paths.templates} className="mb-3 inline-flex items-center gap-1 text-sm text-muted no-underline hover:text-text">
        <ArrowLeft size={14} aria-hidden />
        Message Templates
      </Link>
      <header className="mb-5">
        <h1>{state.editingId === null ? 'Template Wizard' : 'Edit Template'}</h1>
        <p className="m-0 text-muted">Paste an alert, review what it extracts, save it as a template.</p>
      </header>
      <StepIndicator current={state.step} />

      {loading && <p className="page-status">Loading template…</p>}
      {prefill.problem !== null && state.step === 1 && (
        <p className="notice notice--warning" role="status" data-testid="wizard-prefill-problem">
          {prefill.problem}
        </p>
      )}
      {state.prefilledFrom !== null && state.step === 2 && (
        <p className="notice" role="status" data-testid="wizard-prefilled-from">
          Prefilled from {state.prefilledFrom}’s learned layout
        </p>
      )}
      {!loading && state.step === 1 && (
        <PasteMessageStep state={state} dispatch={dispatch} analyzing={analysis.isPending} onAnalyze={analyze} />
      )}
      {state.step === 2 && state.analysis && <ReviewStep state={state} analysis={state.analysis} dispatch={dispatch} />}
      {state.step === 3 && state.analysis && (
        <SaveStep
          state={state}
          analysis={state.analysis}
          dispatch={dispatch}
          saving={save.isPending}
          onSave={saveTemplate}
          saveQuietly={(body) => save.mutateAsync({ body, editingId: state.editingId })}
          onReplayed={() => void navigate(paths.templates)}
          error={save.error}
        />
      )}
    </section>
  );
}
