import { jestConfig } from '../../libs/testing/jest-config.js';

export default jestConfig();
