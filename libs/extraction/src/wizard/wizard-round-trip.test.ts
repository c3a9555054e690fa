import { describe, expect, it } from '@jest/globals';
import { demoAlerts, type DemoAlert } from '@solana-hub/demo-alerts';
import { matchTemplate } from '../engine/match-template.js';
import { runExtractors } from '../engine/run-extractors.js';
import { builtInTemplateRecords, parseTemplate, type Template } from '../engine/template.js';
import { validateTemplate } from '../engine/validate-template.js';
import { toPlainText } from '../plain-text.js';
import { analyzeSample, type WizardAnalysis } from './analyze-sample.js';
import { buildTemplate } from './build-template.js';
import { displayTemplateHint } from './display-template-hint.js';

/**
 * The wizard end to end on the demo feed: paste an alert, keep what the wizard proposes,
 * save; the saved template must then classify and extract that alert, and the channel's
 * other alerts of the kind.
 */

const kinds = [...new Set(demoAlerts.map((alert) => alert.expected.messageType))];
const firstOfEachKind = kinds.flatMap((kind) => demoAlerts.filter((alert) => alert.expected.messageType === kind).slice(0, 1));

function saveAsProposed(analysis: WizardAnalysis): Template {
  const input = buildTemplate(analysis, {
    name: analysis.template_name,
    display_name: analysis.display_name,
    enabledFieldNames: analysis.fields.filter((field) => field.enabled).map((field) => field.name),
    enabledPatterns: analysis.patterns.filter((pattern) => pattern.enabled).map((pattern) => pattern.pattern),
    displayTemplate: displayTemplateHint(analysis.fields),
  });
  expect(validateTemplate(input)).toEqual([]);
  return parseTemplate(input);
}

const label = (alert: DemoAlert): string => `${alert.expected.messageType}: ${alert.text.split('\n')[0] ?? ''}`;

describe.each(firstOfEachKind.map((alert) => [label(alert), alert] as const))('the wizard on %s', (_label, alert) => {
  const links = alert.links ?? [];
  const analysis = analyzeSample(alert.text, { links });
  const template = saveAsProposed(analysis);

  it('saves a template that wins over the built-ins for its sample', () => {
    expect(matchTemplate([...builtInTemplateRecords, template], toPlainText(alert.text))?.name).toBe(analysis.template_name);
  });

  it('extracts from the sample the fields it proposed, and a description', () => {
    const proposed = Object.fromEntries(
      analysis.fields.filter((field) => field.enabled && field.value !== null).map((field) => [field.name, field.value]),
    );
    const extracted = runExtractors(template, alert.text, links);
    expect(extracted.fields).toEqual(proposed);
    expect(extracted.skipped).toEqual([]);
    expect(extracted.description).not.toBeNull();
  });

  it("reads the token's address, name, ticker and market cap as the demo expects", () => {
    const { targets } = runExtractors(template, alert.text, links);
    const { expected } = alert;
    expect(targets.token_address).toBe(expected.tokenAddress);
    if (expected.tokenName) expect(targets.name).toBe(expected.tokenName);
    if (expected.tokenSymbol) expect(targets.symbol).toBe(expected.tokenSymbol);
    if (expected.marketCap !== undefined) expect(targets.market_cap).toBe(expected.marketCap);
  });

  it("recognises the channel's other alerts whose headline is the same, and reads their token", () => {
    const headline = analysis.key_patterns[0] ?? '';
    const sameHeadline = demoAlerts.filter(
      (other) => other.expected.messageType === alert.expected.messageType && other.text.includes(headline),
    );
    expect(sameHeadline.length).toBeGreaterThan(0);
    for (const other of sameHeadline) {
      expect(matchTemplate([template], toPlainText(other.text))).not.toBeNull();
      expect(runExtractors(template, other.text, other.links ?? []).targets.token_address).toBe(other.expected.tokenAddress);
    }
  });
});
