export * from './demo-alerts.js';
