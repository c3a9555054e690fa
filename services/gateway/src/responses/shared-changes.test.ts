import { describe, expect, it } from '@jest/globals';
import { LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER, type ListResponseKind } from '@solana-hub/contracts';
import { storeAlerts } from '@solana-hub/db';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { minuteAlert } from '../test-alert.fixture.js';
import { defaultGatewaySettings } from '../gateway-settings.js';
import { ResponseCache } from './response-cache.js';
import { DashboardVersion } from './dashboard-version.js';

// The running gateway's own response cache and data version (the dashboard fingerprint read
// from PostgreSQL); the builds are the test's, so each test sees which versions were read.
const gateway = gatewayForTests('shared changes password');
const cache = () => gateway.service.app.get(ResponseCache);

/** A list's builds of changes: the `from` of each, and the version every response names. */
function changesOf(list: string, named: string, kind: ListResponseKind = 'changes') {
  const froms: string[] = [];
  const build = (from: string) => {
    froms.push(from);
    return Promise.resolve({ value: { from }, headers: { [LIST_VERSION_HEADER]: named, [LIST_RESPONSE_KIND_HEADER]: kind } });
  };
  return { froms, ask: (since: string) => cache().changes(list, since, build) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('responses of changes shared per list and data version', () => {
  it('serves one response to every client from its `from` up to the version it names', async () => {
    const list = changesOf('rules', '200');
    const first = await list.ask('100');
    expect([await list.ask('150'), await list.ask('200'), await list.ask('100')]).toEqual([first, first, first]);
    expect(list.froms).toEqual(['100']);
  });

  it('builds for a client behind every shared response from the oldest version asked lately', async () => {
    const list = changesOf('behind', '200');
    await list.ask('100');
    await list.ask('90');
    await list.ask('95');
    expect(list.froms).toEqual(['100', '90']);
  });

  it('builds its own for a client ahead of the shared response (another replica answered it later)', async () => {
    const list = changesOf('ahead', '200');
    await list.ask('100');
    await list.ask('250');
    expect(list.froms).toEqual(['100', '250']);
  });

  it('forgets the versions asked for after the window', async () => {
    const list = changesOf('window', '200');
    await list.ask('10');
    await sleep(defaultGatewaySettings.sharedChangesWindowMs + 100);
    // A new data version, so nothing shared is left to serve it.
    await storeAlerts(gateway.database.db, [minuteAlert('shared', 1, 'SharedWindow1')]);
    gateway.service.app.get(DashboardVersion).changed();
    await list.ask('150');
    expect(list.froms).toEqual(['10', '150']);
  });

  it('builds again once the data changed: a response is shared only while it is current', async () => {
    const list = changesOf('current', '200');
    const before = await list.ask('100');
    await storeAlerts(gateway.database.db, [minuteAlert('shared', 2, 'SharedCurrent1')]);
    gateway.service.app.get(DashboardVersion).changed();
    const after = await list.ask('150');
    expect(after).not.toBe(before);
    expect(after.etag).not.toBe(before.etag);
    expect(list.froms).toEqual(['100', '100']);
  });

  it('makes the clients asking during a build wait for it, and builds once for them all', async () => {
    let finish = () => {};
    const froms: string[] = [];
    const slow = (from: string) => {
      froms.push(from);
      return new Promise<{ value: unknown; headers: Record<string, string> }>((resolve) => {
        finish = () => resolve({ value: { from }, headers: { [LIST_VERSION_HEADER]: '300', [LIST_RESPONSE_KIND_HEADER]: 'changes' } });
      });
    };
    const asked = [cache().changes('burst', '100', slow)];
    await sleep(50);
    for (let client = 1; client <= 20; client++) asked.push(cache().changes('burst', String(100 + client), slow));
    await sleep(50);
    finish();
    const responses = await Promise.all(asked);
    expect(new Set(responses).size).toBe(1);
    expect(froms).toEqual(['100']);
  });

  it('does not keep a failed build: the next client builds again', async () => {
    const froms: string[] = [];
    const failingOnce = (from: string) => {
      froms.push(from);
      if (froms.length === 1) return Promise.reject(new Error('the database went away'));
      return Promise.resolve({ value: { from }, headers: { [LIST_VERSION_HEADER]: '200', [LIST_RESPONSE_KIND_HEADER]: 'changes' } });
    };
    await expect(cache().changes('flaky', '100', failingOnce)).rejects.toThrow('the database went away');
    const again = await cache().changes('flaky', '100', failingOnce);
    expect(again.headers[LIST_VERSION_HEADER]).toBe('200');
    expect(froms).toEqual(['100', '100']);
  });

  it('answers a client its own changes when the oldest version asked lately was too far behind for any', async () => {
    const froms: string[] = [];
    // From version 10 there are too many changes: the whole list, marked full.
    const build = (from: string) => {
      froms.push(from);
      const kind = from === '10' ? 'full' : 'changes';
      return Promise.resolve({ value: { from }, headers: { [LIST_VERSION_HEADER]: '200', [LIST_RESPONSE_KIND_HEADER]: kind } });
    };
    const far = await cache().changes('far', '10', build);
    const near = await cache().changes('far', '150', build);
    expect([far.headers[LIST_RESPONSE_KIND_HEADER], near.headers[LIST_RESPONSE_KIND_HEADER]]).toEqual(['full', 'changes']);
    expect(froms).toEqual(['10', '150']);
  });
});
