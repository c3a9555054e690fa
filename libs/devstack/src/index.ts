export { launchStack, waitForHealth, SERVICES, type Stack } from './launch/stack.js';
export { provisionServers, type Servers } from './provision/servers.js';
export { freePort } from './free-port.js';
export { runNx } from './nx.js';
export { repoRoot, dataDir } from './repo-root.js';
