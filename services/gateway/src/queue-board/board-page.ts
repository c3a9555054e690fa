/**
 * The board's page from its EJS template, which uses only `<%= name %>` (text, escaped) and
 * `<%- name %>` (the UI config, already JSON made safe for a script element by the board). A
 * template that asks for anything else (an upgrade of the board) fails here, loudly, rather
 * than showing a half-filled page.
 */
export function renderBoardPage(template: string, params: Readonly<Record<string, string>>): string {
  const page = template.replace(/<%([=-])\s*(\w+)\s*%>/g, (tag, kind: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the queue board's page asks for ${tag}, which the board did not give`);
    return kind === '=' ? escapeHtml(value) : value;
  });
  if (page.includes('<%')) throw new Error("the queue board's page template uses EJS beyond <%= name %> and <%- name %>");
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
