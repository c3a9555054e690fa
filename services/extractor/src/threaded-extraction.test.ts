import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import type { RawMessage } from '@solana-hub/contracts';
import { builtInTemplatesWithExtractors, type Template } from '@solana-hub/extraction';
import { demoRawMessages } from './demo-raw-messages.fixture.js';
import { extractNewAlert } from './extract-new-alert.js';
import type { TemplateCatalog } from './template-catalog.js';
import { ThreadedExtraction } from './threaded-extraction.js';

const corpus = demoRawMessages(Date.parse('2026-03-01T12:00:00Z'));

/** The catalog's one method the thread reads; the templates are the real built-ins. */
let templates: readonly Template[] = builtInTemplatesWithExtractors;
const catalog = { current: () => templates } as unknown as TemplateCatalog;
const extraction = new ThreadedExtraction(catalog, pino({ level: 'silent' }));

afterAll(() => extraction.onApplicationShutdown());

describe('ThreadedExtraction', () => {
  it('extracts on its thread exactly what the engine extracts on the main thread', async () => {
    const onThread = await Promise.all(corpus.map((raw) => extraction.extract(raw)));
    const onMainThread = corpus.map((raw) => extractNewAlert(raw, templates));
    expect(onThread).toEqual(onMainThread.map(({ alert, question }) => ({ alert, aiKey: question?.key ?? null })));
  });

  it('classifies with the templates the catalog holds now, not those it held at start, and keys their AI questions', async () => {
    const raw = corpus[0] as RawMessage;
    const before = await extraction.extract(raw);
    const own: Template = {
      ...(builtInTemplatesWithExtractors[0] as Template),
      name: 'my_own_type',
      display_name: 'My own type',
      priority: 10_000,
      enabled: true,
      patterns: [{ pattern: raw.text.slice(0, 12), type: 'contains', enabled: true }],
      extractors: [{ name: 'thesis', type: 'ai', ai_prompt: 'Why buy?', ai_model: 'gpt-5-nano', target_field: 'description', accumulator_type: 'none' }],
    };
    templates = [own, ...builtInTemplatesWithExtractors];
    try {
      expect(before).toMatchObject({ alert: { messageType: expect.not.stringMatching('my_own_type') }, aiKey: null });
      const after = await extraction.extract(raw);
      expect(after).toEqual({ alert: expect.objectContaining({ messageType: 'my_own_type' }), aiKey: extractNewAlert(raw, templates).question?.key });
      expect(after.aiKey).toEqual(expect.any(String));
    } finally {
      templates = builtInTemplatesWithExtractors;
    }
  });

  it('fails the messages in hand when its thread stops, and starts a new thread for the next ones', async () => {
    // Enough messages that the thread is still on them when it is stopped.
    const inHand = Promise.all(Array.from({ length: 20 }, () => corpus).flat().map((raw) => extraction.extract(raw)));
    await Promise.resolve(); // the batch goes to the thread
    await extraction.onApplicationShutdown();
    await expect(inHand).rejects.toThrow('the extraction thread stopped');
    expect((await extraction.extract(corpus[1] as RawMessage)).alert).toEqual(extractNewAlert(corpus[1] as RawMessage, templates).alert);
  });
});
