/** Routes of spec section 2. */
export const paths = {
  login: '/login',
  dashboard: '/',
  history: (address: string) => `/history/${encodeURIComponent(address)}`,
  messages: '/messages',
  archived: '/archived',
  templates: '/templates',
  wizard: '/templates/wizard',
  editTemplate: (templateId: number | string) => `/templates/wizard?edit=${encodeURIComponent(String(templateId))}`,
  analysis: (address: string) => `/analysis/${encodeURIComponent(address)}`,
} as const;
