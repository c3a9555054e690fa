export * from './raw-message.js';
export * from './ingest-request.js';
export * from './token.js';
export * from './alert-message.js';
export * from './events.js';
export * from './websocket-frame.js';
export * from './login.js';
export * from './reprocess.js';
