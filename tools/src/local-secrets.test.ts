import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { localSecrets } from './local-secrets.js';

const dir = mkdtempSync(path.join(tmpdir(), 'solana-hub-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local secrets', () => {
  it('are made once, readable by their owner only, and the same on the next read', () => {
    const dataDir = path.join(dir, 'fresh');
    const made = localSecrets(dataDir);
    expect(made.postgresPassword).not.toBe(made.redisPassword);
    expect(statSync(path.join(dataDir, 'local-secrets.json')).mode & 0o777).toBe(0o600);
    expect(localSecrets(dataDir)).toEqual(made);
  });

  it('gain the secrets added since an older launcher wrote them, keeping the ones it wrote', () => {
    const dataDir = path.join(dir, 'older');
    const older = { appPassword: 'older-password', ingestToken: 'older-token', sessionSecret: 'older-session-secret' };
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'local-secrets.json');
    // Written as by a hand or a copy: readable by every user.
    writeFileSync(file, JSON.stringify(older), { mode: 0o644 });
    const read = localSecrets(dataDir);
    expect(read).toMatchObject(older);
    expect(read.postgresPassword.length).toBeGreaterThanOrEqual(16);
    expect(read.redisPassword.length).toBeGreaterThanOrEqual(16);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(read);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
