export { exportChat, type ExportChat, type ExportChatHeader } from './export-chat.js';
export { toRawMessage, type MessageOutcome } from './export-message.js';
export { NotAnExportError, readExport, type ExportItem } from './export-reader.js';
export { SkipReason } from './skip-reason.js';
