import { existsSync } from 'node:fs';
import { mustRun } from '../run-command.js';

/**
 * Makes sure a machine binary exists, installing its Debian package when we are root.
 * Anyone else gets a message saying what to install.
 */
export async function ensureBinary(found: () => string | null, debianPackage: string, purpose: string): Promise<string> {
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${purpose} needs the '${debianPackage}' package, which is not installed. Install it (e.g. sudo apt-get install ${debianPackage}) or set the URL of a running server.`,
    );
  }
  console.log(`solana-hub: installing ${debianPackage} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update', '-q'], { env, quiet: true });
  await mustRun('apt-get', ['install', '-y', '-q', '--no-install-recommends', debianPackage], { env, quiet: true });
  const installed = found();
  if (!installed) throw new Error(`${debianPackage} was installed but its binary was not found`);
  return installed;
}
