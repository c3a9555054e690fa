import { jestConfig } from '../libs/testing/jest-config.js';

// The launcher's tests start private servers and processes: they get more time than unit tests.
export default jestConfig({ testTimeout: 90_000 });
