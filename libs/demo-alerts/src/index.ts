export * from './demo-alerts.js';
export * from './accuracy-corpus.js';
export * from './channel-corpus.js';
export * from './written-alert.js';
