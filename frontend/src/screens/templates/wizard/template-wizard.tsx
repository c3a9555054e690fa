import { lazy, Suspense } from 'react';

// The wizard carries the extraction engine (its preset library and the RE2 regex engine) for the
// heuristic analysis; loaded with the wizard only, the other screens stay light.
const WizardScreen = lazy(() => import('./wizard-screen').then((module) => ({ default: module.WizardScreen })));

/** /templates/wizard (and ?edit={templateId}). */
export function TemplateWizard() {
  return (
    <Suspense fallback={<p className="page-status">Loading the wizard…</p>}>
      <WizardScreen />
    </Suspense>
  );
}
