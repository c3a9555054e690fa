export * from './demo-alerts.js';
export * from './accuracy-corpus.js';
export * from './unseen-corpus/index.js';
