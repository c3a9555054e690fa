import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The media types of what the board's build ships; a file of another kind is not served. */
const MEDIA_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface BoardFile {
  /** Where it is on disk. */
  file: string;
  type: string;
}

/**
 * Every file of the board's static folder, by its path below it (`js/main.f107.js`). Listed
 * once at start, so a request can only name a file that is there: no path from a client is
 * ever joined to a folder (no `..`, no encoded slash can leave it).
 */
export function listBoardFiles(root: string): ReadonlyMap<string, BoardFile> {
  const files = new Map<string, BoardFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const type = MEDIA_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || type === undefined) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file).split(path.sep).join('/'), { file, type });
  }
  return files;
}
