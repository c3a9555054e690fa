import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtInTemplates, readAlert, templateSchema, validateTemplate } from '@solana-hub/extraction';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { listTemplates } from './template-repository.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe('the seeded built-in templates', () => {
  it('are one valid template per known alert type, with at most 10 extractors', async () => {
    const stored = (await listTemplates(test.db)).map((row) => templateSchema.parse(row));
    expect(stored.map((t) => t.name).sort()).toEqual(builtInTemplates.map((t) => t.name).sort());
    for (const template of stored) {
      expect([template.name, validateTemplate(template)]).toEqual([template.name, []]);
      expect(template.extractors.length).toBeGreaterThan(1);
      expect(template.extractors.length).toBeLessThanOrEqual(10);
    }
  });

  it('describe the demo alerts and find their fields', async () => {
    const templates = (await listTemplates(test.db)).map((row) => templateSchema.parse(row));
    const readings = demoAlerts.map((alert) => readAlert(alert.text, alert.links ?? [], templates));
    const described = readings.filter((reading) => reading.description !== null);
    expect(described.length).toBeGreaterThan(demoAlerts.length * 0.8);
    expect(readings.filter((reading) => Object.keys(reading.fields).length >= 2).length).toBeGreaterThan(demoAlerts.length * 0.8);
  });
});
