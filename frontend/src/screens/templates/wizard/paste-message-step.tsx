import { useQuery } from '@tanstack/react-query';
import { Loader2, Wand2 } from 'lucide-react';
import { useEffect, type Dispatch } from 'react';
import { aiAvailabilityQuery } from '../../../api/ai-availability';
import { Switch } from '../../../ui/switch';
import { AiModelField } from './ai-model-field';
import { monoTextArea, textChip, textInput } from './field-classes';
import { INSTRUCTION_PRESETS } from './instruction-presets';
import { WizardCard } from './wizard-card';
import type { WizardAction, WizardState } from './wizard-state';

interface Props {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  analyzing: boolean;
  onAnalyze: () => void;
}

function InstructionPresets({ instructions, dispatch }: { instructions: string; dispatch: Dispatch<WizardAction> }) {
  return (
    <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Instruction presets">
      {INSTRUCTION_PRESETS.map((preset) => (
        <button
          key={preset.label}
          type="button"
          className={textChip}
          aria-pressed={instructions === preset.instruction}
          onClick={() => dispatch({ type: 'instructions', instructions: preset.instruction })}
        >
          {preset.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Whether the server can ask an AI. When it cannot, a new template's AI analysis is switched
 * off: its calls could only fail, and fields no preset reads would become AI extractors that
 * give nothing. An edited template keeps its choice, so saving it keeps its AI extractors for
 * when a key is set.
 */
function useAiUnavailable(state: WizardState, dispatch: Dispatch<WizardAction>): boolean {
  const unavailable = useQuery(aiAvailabilityQuery).data?.configured === false;
  const switchOff = unavailable && state.useAi && state.editingId === null;
  useEffect(() => {
    if (switchOff) dispatch({ type: 'useAi', useAi: false });
  }, [switchOff, dispatch]);
  return unavailable;
}

/** Step 1: the sample alert, what the AI should look for, and the analysis. */
export function PasteMessageStep({ state, dispatch, analyzing, onAnalyze }: Props) {
  const aiUnavailable = useAiUnavailable(state, dispatch);
  return (
    <div className="grid gap-4">
      <WizardCard
        title="Sample Message"
        description="Tip: include the full message, every line and link as the channel sends it, so every field and pattern is found."
      >
        <textarea
          className={`${monoTextArea} min-h-56`}
          aria-label="Sample message"
          placeholder={'🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: …\nMC: $24.1K'}
          value={state.sample}
          onChange={(event) => dispatch({ type: 'sample', sample: event.target.value })}
          spellCheck={false}
        />
      </WizardCard>

      <WizardCard title="AI Extraction Instructions" description="What the AI should look for in messages like this one.">
        <InstructionPresets instructions={state.instructions} dispatch={dispatch} />
        <textarea
          className={`${textInput} min-h-20 resize-y`}
          aria-label="AI extraction instructions"
          value={state.instructions}
          onChange={(event) => dispatch({ type: 'instructions', instructions: event.target.value })}
        />
      </WizardCard>

      <WizardCard
        title="AI Analysis"
        description="Without AI the wizard still proposes fields and patterns from the message itself."
        aside={
          <Switch
            id="wizard-use-ai"
            checked={state.useAi}
            onChange={(useAi) => dispatch({ type: 'useAi', useAi })}
            disabled={aiUnavailable}
            label="AI Analysis"
            testId="wizard-use-ai"
          />
        }
      >
        <AiModelField state={state} dispatch={dispatch} />
      </WizardCard>

      <div className="flex justify-end">
        <button
          type="button"
          className="button button--primary w-full sm:w-auto"
          disabled={state.sample === '' || analyzing}
          onClick={onAnalyze}
        >
          {analyzing ? <Loader2 size={16} className="animate-spin" aria-hidden /> : <Wand2 size={16} aria-hidden />}
          {analyzing ? 'Analyzing...' : 'Analyze Message'}
        </button>
      </div>
    </div>
  );
}
