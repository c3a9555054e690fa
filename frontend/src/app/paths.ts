/** The app's routes. */
export const paths = {
  login: '/login',
  dashboard: '/',
  history: (address: string) => `/history/${encodeURIComponent(address)}`,
  messages: '/messages',
  archived: '/archived',
  templates: '/templates',
  wizard: '/templates/wizard',
  /** The wizard prefilled from a chat's learned layout, to save it as a template. */
  wizardFromChat: (chatId: string) => `/templates/wizard?fromChat=${encodeURIComponent(chatId)}`,
  editTemplate: (templateId: number | string) => `/templates/wizard?edit=${encodeURIComponent(String(templateId))}`,
  analysis: (address: string) => `/analysis/${encodeURIComponent(address)}`,
  /** The Telegram account, the bot and the chats they read. */
  sources: '/sources',
  /** Which channels are worth following. */
  channels: '/channels',
  /** The trader's alert rules and what they fired for. */
  rules: '/rules',
} as const;
