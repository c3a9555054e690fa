import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root, seen from tools/src (or tools/dist). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Private servers, secrets and logs of `npm start` / `npm test`: never committed. */
export const dataDir = path.join(repoRoot, '.data');
