import { paths } from '../app/paths';

/** Vite's dev-server port (vite.config.ts keeps the default). */
export const DEV_SERVER_PORT = '5173';

/**
 * No live connection on the login page, nor in local development on the
 * dev-server port (the page then talks to no gateway of its own).
 */
export function shouldConnectLiveFeed(location: Pick<Location, 'pathname' | 'hostname' | 'port'>): boolean {
  if (location.pathname === paths.login) return false;
  const isLocal = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return !(isLocal && location.port === DEV_SERVER_PORT);
}
