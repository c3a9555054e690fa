/** Routes of spec section 2, and the Sources screen. */
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
  /** Not in the spec (issue 12): the Telegram account, the bot and the chats they read. */
  sources: '/sources',
  /** Not in the spec (issue 17): which channels are worth following. */
  channels: '/channels',
} as const;
