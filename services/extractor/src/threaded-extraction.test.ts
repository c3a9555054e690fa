import { afterAll, describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import pino from 'pino';
import type { RawMessage } from '@solana-hub/contracts';
import { builtInTemplatesWithExtractors, parseTemplate, type Template } from '@solana-hub/extraction';
import { demoRawMessages } from './demo-raw-messages.fixture.js';
import { extractNewAlert } from './extract-new-alert.js';
import type { TemplateCatalog } from './template-catalog.js';
import { ExtractionTooSlow, ThreadedExtraction } from './threaded-extraction.js';

const corpus = demoRawMessages(Date.parse('2026-03-01T12:00:00Z'));

/** The catalog's one method the thread reads; the templates are the real built-ins. */
let templates: readonly Template[] = builtInTemplatesWithExtractors;
const catalog = { current: () => templates } as unknown as TemplateCatalog;
const extraction = new ThreadedExtraction(catalog, pino({ level: 'silent' }), { extractionTimeLimitMs: 5_000 });

/**
 * A thread with a short time limit, and what it logs: far above an ordinary message's time even
 * on a machine loaded enough to stall the thread for a moment, far below the slow one's seconds.
 */
const TIME_LIMIT_MS = 1_000;
const logged: Array<Record<string, unknown>> = [];
const limited = new ThreadedExtraction(
  catalog,
  pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  { extractionTimeLimitMs: TIME_LIMIT_MS },
);

afterAll(async () => {
  await extraction.onApplicationShutdown();
  await limited.onApplicationShutdown();
});

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
      extractors: [
        {
          name: 'thesis',
          type: 'ai',
          ai_prompt: 'Why buy?',
          ai_model: 'gpt-6-luna',
          target_field: 'description',
          accumulator_type: 'none',
        },
      ],
    };
    templates = [own, ...builtInTemplatesWithExtractors];
    try {
      expect(before).toMatchObject({ alert: { messageType: expect.not.stringMatching('my_own_type') }, aiKey: null });
      const after = await extraction.extract(raw);
      expect(after).toEqual({
        alert: expect.objectContaining({ messageType: 'my_own_type' }),
        aiKey: extractNewAlert(raw, templates).question?.key,
      });
      expect(after.aiKey).toEqual(expect.any(String));
    } finally {
      templates = builtInTemplatesWithExtractors;
    }
  });

  it('fails the messages in hand when its thread stops, and starts a new thread for the next ones', async () => {
    // Enough messages that the thread is still on them when it is stopped.
    const inHand = Promise.all(
      Array.from({ length: 20 }, () => corpus)
        .flat()
        .map((raw) => extraction.extract(raw)),
    );
    await Promise.resolve(); // the batch goes to the thread
    await extraction.onApplicationShutdown();
    await expect(inHand).rejects.toThrow('the extraction thread stopped');
    expect((await extraction.extract(corpus[1] as RawMessage)).alert).toEqual(extractNewAlert(corpus[1] as RawMessage, templates).alert);
  });

  it('fails a message the engine takes longer than EXTRACTION_TIME_LIMIT_MS over, naming its chat and step, and extracts the others on a new thread', async () => {
    // RE2 keeps each regex linear, but four hundred of them over a 4 MB message take seconds even
    // on a fast machine (forty finished within the limit on one).
    const slowTemplate = parseTemplate({
      name: 'slow_call',
      display_name: 'Slow call',
      priority: 10_000,
      patterns: [{ pattern: 'SLOW CALL' }],
      extractors: Array.from({ length: 400 }, (_, index) => ({
        name: `field_${index}`,
        type: 'regex',
        pattern: `[a-z]+[0-9]{2}[a-z]{${index + 1}}`,
      })),
    });
    templates = [slowTemplate, ...builtInTemplatesWithExtractors];
    try {
      const slow: RawMessage = {
        ...(corpus[0] as RawMessage),
        chatId: '-100555',
        messageId: 'slow-1',
        text: `SLOW CALL\n${'ab1 '.repeat(1_000_000)}`,
      };
      const batch = [...corpus.slice(0, 5), slow, ...corpus.slice(5, 10)];
      // The thread takes the new templates (and compiles their patterns) on its first message:
      // done before the batch, so a busy machine cannot make an ordinary message the slow one.
      await limited.extract(corpus[10] as RawMessage);
      const outcomes = await Promise.allSettled(batch.map((raw) => limited.extract(raw)));

      const failed = outcomes[5];
      expect(failed?.status).toBe('rejected');
      const reason = (failed as PromiseRejectedResult).reason as Error;
      expect(reason).toBeInstanceOf(ExtractionTooSlow);
      // Which step the limit caught it in: the template's extractors, or (on a loaded machine, the
      // 4 MB message's classification alone outlasting the limit) before them. replay-pipeline.test.ts
      // checks the template is named with a limit that classification stays well within.
      expect(reason.message).toMatch(
        new RegExp(
          `^extraction of message -100555/slow-1 took longer than ${TIME_LIMIT_MS} ms \\((template slow_call|while classifying it)\\): lighten the template, then npm run retry-failed$`,
        ),
      );
      // BullMQ fails such a job at once: a retry would stall as long again.
      expect(reason.name).toBe('ExtractionTooSlow');
      expect(reason).toBeInstanceOf(UnrecoverableError);
      const others = outcomes.filter((_outcome, index) => index !== 5);
      expect(others.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
      const expected = batch.filter((raw) => raw !== slow).map((raw) => ({ alert: extractNewAlert(raw, templates).alert, aiKey: null }));
      expect(others.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value)).toEqual(expected);
      // The log names the same step as the message (no template while classifying).
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'a message took longer than EXTRACTION_TIME_LIMIT_MS to extract: it fails, and the extraction thread is replaced',
          chatId: '-100555',
          messageId: 'slow-1',
          template: reason.message.includes('(template slow_call)') ? 'slow_call' : null,
          limitMs: TIME_LIMIT_MS,
        }),
      );
      // The next messages go on.
      expect((await limited.extract(corpus[11] as RawMessage)).alert).toEqual(extractNewAlert(corpus[11] as RawMessage, templates).alert);
    } finally {
      templates = builtInTemplatesWithExtractors;
    }
  });
});
