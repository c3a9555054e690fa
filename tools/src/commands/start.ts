import { z } from 'zod';
import { loadConfig } from '@solana-hub/config';
import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';
import { migrateDatabase } from '../migrate-database.js';
import { localSecrets, localSecretsEnv } from '../local-secrets.js';
import { runNx } from '../nx.js';
import { launchStack, waitForHealth } from '../launch/stack.js';
import { formatLogLine } from '../launch/log-lines.js';
import { prettyLogLines } from '../launch/pretty-log-lines.js';
import { localBase, networkAddresses, startBanner } from '../launch/start-banner.js';
import { BuildProgress } from './build-progress.js';
import { readCommandLine, type CommandLine } from './command-line.js';

const commandLine: CommandLine<unknown> = {
  usage: `usage: npm start
Installs what is missing, provisions PostgreSQL and Redis (DATABASE_URL / REDIS_URL, or private
ones under .data/), applies the migrations, builds, starts the four services and prints the
address and password. Ctrl-C stops everything. Exit status: 0 stopped, 1 it could not start
or a service kept failing, 2 a bad command line.`,
  schema: z.object({}),
};

/**
 * `npm start`: servers, migrations, build, the four services, and the address and password
 * to log in with. Ctrl-C stops the services, then the private servers this run started.
 */
export async function start(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  const servers = await provisionServers(process.env, dataDir);
  if (servers.privateServers.length > 0) {
    console.log(`solana-hub: private ${servers.privateServers.join(' and ')} under .data/ (passwords in .data/local-secrets.json)`);
  }
  try {
    const applied = await migrateDatabase(servers.databaseUrl);
    if (applied.length > 0) console.log(`solana-hub: applied migrations ${applied.join(', ')}`);
    console.log('solana-hub: building (a few minutes the first time, cached after that)...');
    const progress = new BuildProgress((line) => console.log(line));
    const build = await runNx(['build'], process.env, ['--exclude=@solana-hub/bench'], true, (text) => progress.read(text));
    if (build.code !== 0) {
      console.error(build.output);
      return build.code;
    }
    console.log(progress.summary());
    return await runStack(servers.databaseUrl, servers.redisUrl);
  } finally {
    await servers.stop();
  }
}

async function runStack(databaseUrl: string, redisUrl: string): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...localSecretsEnv(localSecrets(dataDir)),
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  };
  // The same parse the services make: a bad variable stops here with its name.
  const config = loadConfig(env, 'gateway');
  // A service that exits (a bug, a server away at start) is started again after a pause, as
  // a supervisor would; only one that keeps failing right after its start stops the stack.
  // On a terminal, pino's pretty printer; captured (a file, a pipe), plain lines that grep well.
  const stack = launchStack(env, undefined, { restart: true, logFormat: process.stdout.isTTY ? prettyLogLines() : formatLogLine });
  const stopped = new Promise<number>((resolve) => {
    // Ctrl-C arrives more than once (from the terminal, npm and our bootstrap): stop once.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      console.log('\nsolana-hub: stopping...');
      void stack.stop().then(() => resolve(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  const crashed = stack.givenUp.then(async () => {
    console.error('solana-hub: stopping the stack');
    await stack.stop();
    return 1;
  });
  const healthy = waitForHealth(`${localBase(config.host, config.ports.gateway)}/health`).then(() =>
    console.log(startBanner(config, networkAddresses())),
  );
  healthy.catch((error: unknown) => console.error(`solana-hub: ${error instanceof Error ? error.message : String(error)}`));
  return Promise.race([stopped, crashed]);
}
