/** /templates/wizard — being built (issue 5); the helper that owns this file replaces it. */
export function TemplateWizard() {
  return <h1>Template wizard</h1>;
}
