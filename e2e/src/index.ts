// What the benchmarks reuse of the end-to-end setup: a stack with a browser, bulk data, the
// alert load and the fault runs.
export { startE2eStack, launchBrowser, signedInPage, desktop, phone, SILENT_PROVIDERS, type E2eStack } from './e2e-stack.js';
export type { StubTelegram, StubTelegramSetup } from './stub-telegram.js';
export { insertBulkTokens } from './bulk-tokens.js';
export { alertLoad, type PostedAlert } from './alert-load.js';
export { startFaultServers, type FaultServers } from './faults/fault-servers.js';
export { runFault, CLEAN_RUN, type Fault, type RunOutcome } from './faults/fault-run.js';
export { FAULTS, faultTable, problemsOf } from './faults/faults.js';
