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
    expect(onThread).toEqual(corpus.map((raw) => extractNewAlert(raw, templates)));
  });

  it('classifies with the templates the catalog holds now, not those it held at start', async () => {
    const raw = corpus[0] as RawMessage;
    const before = await extraction.extract(raw);
    const own: Template = {
      ...(builtInTemplatesWithExtractors[0] as Template),
      name: 'my_own_type',
      display_name: 'My own type',
      priority: 10_000,
      enabled: true,
      patterns: [{ pattern: raw.text.slice(0, 12), type: 'contains', enabled: true }],
      extractors: [],
    };
    templates = [own, ...builtInTemplatesWithExtractors];
    try {
      expect(before.messageType).not.toBe('my_own_type');
      expect((await extraction.extract(raw)).messageType).toBe('my_own_type');
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
    expect((await extraction.extract(corpus[1] as RawMessage)).token).toEqual(extractNewAlert(corpus[1] as RawMessage, templates).token);
  });
});
