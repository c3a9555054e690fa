import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder under .data only its owner can open (0700): made so, or tightened when an older
 * launcher left it (and what an earlier server wrote into it under a looser umask) readable by
 * every local user.
 */
export function privateFolder(dir: string): void {
  // The parents keep the default mode: as root, PostgreSQL runs as `postgres`, which must pass
  // through .data to reach its cluster; what lies inside the folder is what needs keeping private.
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  ownerOnly(dir);
}

function ownerOnly(target: string): void {
  try {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    // mkdir's mode passes through the umask: a folder is set to exactly 0700.
    chmodSync(target, stat.isDirectory() ? 0o700 : stat.mode & 0o700);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) ownerOnly(path.join(target, entry));
  } catch (error) {
    // A running server's temporary file may be gone between the listing and the chmod.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
