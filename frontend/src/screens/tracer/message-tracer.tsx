/** /messages — being built (issue 5); the helper that owns this file replaces it. */
export function MessageTracer() {
  return <h1>Message Tracer</h1>;
}
