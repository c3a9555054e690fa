import { isIP } from 'node:net';
import { z } from 'zod';

/** Where a service listens unless HOST says otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';

/**
 * HOST: the address every service listens on, its HTTP port and its metrics port. Loopback by
 * default, so a stack started on a laptop or a server answers that machine only until its owner
 * opens it (0.0.0.0: every interface). Containers set 0.0.0.0: their network is their own, and
 * what reaches them is what compose publishes or the cluster routes.
 */
export const hostSetting = z
  .string()
  .trim()
  .refine((address) => isIP(address) !== 0, "an IP address: 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or an interface's own")
  .default(LOOPBACK);

/** Whether a server listening on this address can be reached by this machine's processes only. */
export function isLoopback(address: string): boolean {
  return isIP(address) === 4 ? address.startsWith('127.') : address === '::1';
}
