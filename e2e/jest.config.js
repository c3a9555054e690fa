import { jestConfig } from '../libs/testing/jest-config.js';

// End-to-end tests start processes and a browser: they get more time than unit tests.
export default jestConfig({ testTimeout: 90_000 });
