export * from './demo-alerts.js';
export * from './accuracy-corpus.js';
