import {
  DEFAULT_TEMPLATE_PRIORITY,
  MAX_EXTRACTORS,
  type AccumulatorType,
  type ExtractedField,
  type Extractor,
  type WizardAnalysis,
} from '@solana-hub/extraction';
import type { AnalysedSample } from './ai-analysis';
import { DEFAULT_INSTRUCTION } from './instruction-presets';
import type { QuickPreset } from './quick-presets';

/** The wizard's three steps: 1 Paste Message, 2 Review & Customize, 3 Save Template. */
export type WizardStep = 1 | 2 | 3;

export interface WizardState {
  step: WizardStep;
  sample: string;
  instructions: string;
  useAi: boolean;
  /** the model of the AI calls and the template's AI extractors; null = the server's default (AI_MODEL) */
  model: string | null;
  /** the proposal under review; its fields and patterns are ticked and tuned in step 2 */
  analysis: WizardAnalysis | null;
  name: string;
  displayName: string;
  /** whether the trader typed the display name: a quick preset then leaves it alone */
  displayNameTyped: boolean;
  /** the highest priority among the templates that match a message wins; built-ins are below 100 */
  priority: number;
  /** the Token Card Display Template, with {{field}} placeholders */
  displayTemplate: string;
  /** the template being edited (?edit=); null for a new one */
  editingId: number | null;
  /** an edited template's extractors by field name, saved again as they were but for the choices made here */
  storedExtractors: Readonly<Record<string, Extractor>>;
  /** the chat whose learned layout the fields were prefilled from (?fromChat=), by its title; null otherwise */
  prefilledFrom: string | null;
}

export const initialWizardState: WizardState = {
  step: 1,
  sample: '',
  instructions: DEFAULT_INSTRUCTION,
  useAi: true,
  model: null,
  analysis: null,
  name: '',
  displayName: '',
  displayNameTyped: false,
  priority: DEFAULT_TEMPLATE_PRIORITY,
  displayTemplate: '',
  editingId: null,
  storedExtractors: {},
  prefilledFrom: null,
};

export type WizardAction =
  | { type: 'sample'; sample: string }
  | { type: 'instructions'; instructions: string }
  | { type: 'useAi'; useAi: boolean }
  | { type: 'model'; model: string }
  | { type: 'analysed'; result: AnalysedSample }
  | { type: 'opened'; state: WizardState }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'name'; name: string }
  | { type: 'displayName'; displayName: string }
  | { type: 'priority'; priority: number }
  | { type: 'quickPreset'; preset: QuickPreset }
  | { type: 'toggleField'; name: string }
  | { type: 'addField'; field: ExtractedField }
  | { type: 'aggregate'; name: string; accumulator: AccumulatorType }
  | { type: 'togglePattern'; pattern: string }
  | { type: 'displayTemplate'; displayTemplate: string };

/** Steps: 2 to 3 by Continue, Back to the previous step; 1 to 2 only by an analysis. */
export function stepAfter(step: WizardStep, move: 'continue' | 'back'): WizardStep {
  if (move === 'back') return step === 3 ? 2 : 1;
  return step === 2 ? 3 : step;
}

function withAnalysis(state: WizardState, change: (analysis: WizardAnalysis) => Partial<WizardAnalysis>): WizardState {
  return state.analysis ? { ...state, analysis: { ...state.analysis, ...change(state.analysis) } } : state;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'sample':
      return { ...state, sample: action.sample };
    case 'instructions':
      return { ...state, instructions: action.instructions };
    case 'useAi':
      return { ...state, useAi: action.useAi };
    case 'model':
      return { ...state, model: action.model };
    case 'analysed': {
      const { analysis, displayTemplate } = action.result;
      return { ...state, step: 2, analysis, name: analysis.template_name, displayName: analysis.display_name, displayTemplate };
    }
    case 'opened':
      return action.state;
    case 'continue':
    case 'back':
      return { ...state, step: stepAfter(state.step, action.type) };
    case 'name':
      return { ...state, name: action.name };
    case 'displayName':
      return { ...state, displayName: action.displayName, displayNameTyped: action.displayName.trim() !== '' };
    case 'priority':
      return { ...state, priority: action.priority };
    case 'quickPreset':
      // The chip names the message type; a display name the trader typed stays theirs.
      return { ...state, name: action.preset.name, displayName: state.displayNameTyped ? state.displayName : action.preset.displayName };
    case 'toggleField':
      return withAnalysis(state, ({ fields }) => ({
        fields: fields.map((field) => (field.name === action.name ? { ...field, enabled: !field.enabled } : field)),
      }));
    case 'addField':
      return withAnalysis(state, ({ fields }) => {
        if (fields.some((field) => field.name === action.field.name)) return {};
        // Presets are added ticked up to what a template holds (MAX_EXTRACTORS); past that one comes unticked.
        const full = fields.filter((field) => field.enabled).length >= MAX_EXTRACTORS;
        return { fields: [...fields, { ...action.field, enabled: !full }] };
      });
    case 'aggregate':
      return withAnalysis(state, ({ fields }) => ({
        fields: fields.map((field) => (field.name === action.name ? { ...field, accumulatorType: action.accumulator } : field)),
      }));
    case 'togglePattern':
      return withAnalysis(state, ({ patterns }) => ({
        patterns: patterns.map((pattern) => (pattern.pattern === action.pattern ? { ...pattern, enabled: !pattern.enabled } : pattern)),
      }));
    case 'displayTemplate':
      return { ...state, displayTemplate: action.displayTemplate };
  }
}
