/** A stylesheet from another site: the board links Google Fonts, which the gateway's CSP (style-src 'self') blocks. */
const REMOTE_STYLESHEET = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>/g;

/**
 * The board's page from its EJS template, which uses only `<%= name %>` (text, escaped) and
 * `<%- name %>` (the UI config, already JSON made safe for a script element by the board). A
 * template that asks for anything else (an upgrade of the board) fails here, loudly, rather
 * than showing a half-filled page. Links to another site's files are left out: the browser
 * would ask a third party on every visit (and the CSP refuse it, with a console error); the
 * board's own fonts fall back to the system's.
 */
export function renderBoardPage(template: string, params: Readonly<Record<string, string>>): string {
  const page = template.replace(/<%([=-])\s*(\w+)\s*%>/g, (tag, kind: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the queue board's page asks for ${tag}, which the board did not give`);
    return kind === '=' ? escapeHtml(value) : value;
  });
  if (page.includes('<%')) throw new Error("the queue board's page template uses EJS beyond <%= name %> and <%- name %>");
  return page.replace(REMOTE_STYLESHEET, '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
