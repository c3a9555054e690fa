export { launchStack, waitForHealth, SERVICES, type Stack } from './launch/stack.js';
export { provisionServers, type Servers } from './provision/servers.js';
export { freePort } from './free-port.js';
export { runNx } from './nx.js';
export { repoRoot, dataDir } from './repo-root.js';
export { startE2eStack, launchBrowser, signedInPage, desktop, phone, type E2eStack } from './e2e/e2e-stack.js';
export { insertBulkTokens } from './e2e/bulk-tokens.js';
