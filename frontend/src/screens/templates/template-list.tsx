/** /templates — being built (issue 5); the helper that owns this file replaces it. */
export function TemplateList() {
  return <h1>Message Templates</h1>;
}
