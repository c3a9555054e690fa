import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const startService = fileURLToPath(new URL('./start-service.ts', import.meta.url));
const runtimeModule = fileURLToPath(new URL('./runtime-module.ts', import.meta.url));
/** The package's folder: tsx compiles the decorators with its tsconfig.json, wherever jest was started. */
const packageDir = fileURLToPath(new URL('..', import.meta.url));

// A service process of its own: an unhandled rejection inside jest would be jest's business.
const script = `
  const { startService } = await import(${JSON.stringify(startService)});
  const { RuntimeModule } = await import(${JSON.stringify(runtimeModule)});
  const service = await startService(
    { name: 'extractor', module: (config, logger) => RuntimeModule.forRoot(config, logger), port: () => 0 },
    { ...process.env, LOG_LEVEL: 'error' },
  );
  Promise.reject(new Error('nobody waits for me'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.log('still serving');
  await service.app.close();
`;

function run(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: packageDir,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a promise that fails with nobody waiting for it', () => {
  it('is logged with its error, and the service carries on', async () => {
    const { code, output } = await run();
    expect(output).toContain('still serving');
    expect(output).toMatch(
      /"msg":"a promise failed with nobody waiting for it \(a bug\); carrying on".*nobody waits for me|nobody waits for me.*"msg":"a promise failed/,
    );
    expect(code).toBe(0);
  });
});
