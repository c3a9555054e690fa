/** The stats cards of the Message Templates screen: how many templates, switched on and off. */
export interface TemplateCounts {
  total: number;
  active: number;
  disabled: number;
}

export function templateCounts(templates: readonly { enabled: boolean }[]): TemplateCounts {
  const active = templates.filter((template) => template.enabled).length;
  return { total: templates.length, active, disabled: templates.length - active };
}
