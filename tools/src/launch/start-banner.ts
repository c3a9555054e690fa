import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopback, LOOPBACK, type Config } from '@solana-hub/config';

/** The addresses that mean "every interface": a server on them is reached here on loopback. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** An address as a URL writes it (IPv6 in brackets). */
const inUrl = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);

/** The URL base at which this machine's own processes reach a service listening on `host`. */
export function localBase(host: string, port: number): string {
  return `http://${inUrl(EVERY_INTERFACE.has(host) ? LOOPBACK : host)}:${port}`;
}

/** This machine's IPv4 addresses other machines reach it at (none is loopback). */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry && entry.family === 'IPv4' && !entry.internal ? [entry.address] : []));
}

/**
 * What `npm start` prints once the gateway answers: where to open the dashboard, the password and
 * the ingest's token, and who else can reach them: from this machine only, and how to open it to
 * the network, or at which of this machine's addresses (`lanAddresses`) the network reaches it.
 */
export function startBanner(config: Config, lanAddresses: readonly string[]): string {
  const { host } = config;
  const gateway = config.ports.gateway;
  const everyInterface = EVERY_INTERFACE.has(host);
  const dashboard = isLoopback(host) || everyInterface ? `http://localhost:${gateway}` : localBase(host, gateway);
  const onTheNetwork = everyInterface ? lanAddresses.map((address) => `http://${inUrl(address)}:${gateway}`) : [];
  const reach = isLoopback(host)
    ? [
        '  Only this machine can open it. To open it to your network: HOST=0.0.0.0 npm start',
        '  (docs/security.md says what that exposes).',
      ]
    : [`  Open to your network (HOST=${host})${onTheNetwork.length > 0 ? `: ${onTheNetwork.join(', ')}` : ''}.`];
  return [
    '',
    `  Solana Hub is running at ${dashboard}`,
    `  Password:      ${config.appPassword}`,
    `  Ingest:        POST ${localBase(host, config.ports.ingest)}/messages  (Authorization: Bearer ${config.ingestToken})`,
    `  Demo feed:     ${config.demoFeed ? 'on (sample alerts replay in a loop)' : 'off'}`,
    ...reach,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}
