import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtInTemplates, builtInTemplatesWithExtractors, readAlert, templateSchema, validateTemplate } from '@solana-hub/extraction';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { listTemplates } from './template-store.js';

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

  // The migrations insert data frozen when they were written; the code's built-ins move on. When
  // this fails, the built-ins of libs/extraction changed: write a migration that brings the
  // stored built-ins there (only those the user has not edited), with its data frozen in it.
  it('are, migrated from zero, the built-ins of the code: patterns, extractors, names and priorities', async () => {
    const stored = (await listTemplates(test.db)).map((row) => templateSchema.parse(row));
    const shape = (template: (typeof stored)[number]) => ({
      name: template.name,
      display_name: template.display_name,
      enabled: template.enabled,
      priority: template.priority,
      patterns: template.patterns,
      extractors: template.extractors,
    });
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(stored.map(shape).sort(byName)).toEqual(
      builtInTemplatesWithExtractors.map((template) => shape(templateSchema.parse(template))).sort(byName),
    );
  });

  it('describe the demo alerts and find their fields', async () => {
    const templates = (await listTemplates(test.db)).map((row) => templateSchema.parse(row));
    const readings = demoAlerts.map((alert) => readAlert(alert.text, alert.links ?? [], templates));
    const described = readings.filter((reading) => reading.description !== null);
    expect(described.length).toBeGreaterThan(demoAlerts.length * 0.8);
    expect(readings.filter((reading) => Object.keys(reading.fields).length >= 2).length).toBeGreaterThan(demoAlerts.length * 0.8);
  });
});
