// What the end-to-end suites and the benchmarks use of the tools: the launcher, the private
// servers, and where the checkout and its data live.
export { launchStack, waitForHealth, SERVICES, type Stack, type LaunchOptions, type ServiceExit } from './launch/stack.js';
export { provisionServers, type Servers } from './provision/servers.js';
export { startPrivatePostgres, type PrivatePostgres } from './provision/postgres.js';
export { startPrivateRedis, type PrivateRedis } from './provision/redis.js';
export { freePort } from './free-port.js';
export { newSecret } from './new-secret.js';
export { runNx } from './nx.js';
export { repoRoot, dataDir } from './repo-root.js';
export { runCli, type CliRun, type CliRunOptions } from './cli-process.js';
