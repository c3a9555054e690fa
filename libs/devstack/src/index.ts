export { launchStack, waitForHealth, SERVICES, type Stack } from './launch/stack.js';
export { repoRoot } from './repo-root.js';
