import { describe, expect, it } from '@jest/globals';
import { accuracyCorpus, demoAlerts } from '@solana-hub/demo-alerts';
import { builtInTemplateRecords, extractAlert, findPreset, parseTemplate, presetToExtractor } from '@solana-hub/extraction';
import { extractLines, extractMessage, extractResults, type ExtractedLine } from './extract-cli.js';

async function* fromArray(lines: readonly string[]): AsyncIterable<string> {
  for (const line of lines) yield line;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const run = async (lines: readonly string[]): Promise<unknown[]> =>
  (await collect(extractLines(fromArray(lines)))).map((line) => JSON.parse(line) as unknown);

const KEYS = [
  'message_type',
  'token_address',
  'token_name',
  'token_symbol',
  'market_cap',
  'trending_level',
  'description',
  'twitter_mentions',
  'caller_name',
  'caller_link',
  'pair_address',
  'figures',
  'links',
  'fields',
];

describe('extractLines', () => {
  it('writes one line with every field per message', async () => {
    const [alert] = demoAlerts;
    const [output] = await run([JSON.stringify({ text: alert!.text, links: alert!.links })]);
    expect(Object.keys(output as object)).toEqual(KEYS);
    expect(output).toEqual({
      message_type: 'pumpfun_new_alert',
      token_address: alert!.expected.tokenAddress,
      token_name: 'Goblin Cat',
      token_symbol: 'GOBCAT',
      market_cap: 24100,
      trending_level: '🟢',
      description: 'Total Holders: 87\nBonding Curve Progress: 27.4\nATH Market Cap: $26.80K\nDev Holdings %: 2.1',
      twitter_mentions: 12,
      caller_name: null,
      caller_link: null,
      pair_address: null,
      figures: { holder_count: 87, dev_holdings_percentage: 2.1 },
      links: expect.arrayContaining([`pump.fun|https://pump.fun/coin/${alert!.expected.tokenAddress}`]),
      fields: expect.objectContaining({ total_holders: 87, dev_percent: 2.1, top_10_percent: 24.6, twitter_mentions: 12 }),
    });
  });

  it('reads the message the same way the engine does, in input order', async () => {
    const alerts = [...demoAlerts.slice(0, 20), ...accuracyCorpus.slice(0, 20)];
    const outputs = (await run(alerts.map((a) => JSON.stringify({ text: a.text, links: a.links ?? [] })))) as ExtractedLine[];
    expect(outputs).toHaveLength(alerts.length);
    outputs.forEach((output, index) => {
      const alert = alerts[index]!;
      const extracted = extractAlert(alert.text, alert.links ?? []);
      expect(output.message_type).toBe(extracted.messageType);
      expect(output.token_address).toBe(extracted.token?.address ?? null);
      expect(output.market_cap).toBe(extracted.marketCap);
      expect(output.links).toEqual(extracted.links);
    });
  });

  it('treats links as optional, and finds the token in the text', async () => {
    const [output] = (await run([JSON.stringify({ text: `CA: ${demoAlerts[0]!.expected.tokenAddress}` })])) as ExtractedLine[];
    expect(output!.token_address).toBe(demoAlerts[0]!.expected.tokenAddress);
    expect(output!.message_type).toBe('unknown');
    expect(output!.market_cap).toBeNull();
  });

  it('gives nulls for a message without token', async () => {
    const [output] = await run([JSON.stringify({ text: 'gm frens', links: [] })]);
    expect(output).toMatchObject({
      message_type: 'unknown',
      token_address: null,
      token_name: null,
      token_symbol: null,
      market_cap: null,
      links: [],
    });
  });

  it('puts an error in place of each bad line and goes on with the rest', async () => {
    const good = JSON.stringify({ text: 'gm' });
    const results = await collect(
      extractResults(fromArray([good, '{not json', JSON.stringify({ links: [] }), JSON.stringify({ text: 'x', links: [42] }), '[]', good])),
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, false, false, false, true]);
    const errors = results.filter((r) => !r.ok).map((r) => JSON.parse(r.json) as { error: string });
    for (const error of errors) expect(Object.keys(error)).toEqual(['error']);
    expect(errors[0]!.error).toMatch(/^line 2: not JSON/);
    expect(errors[1]!.error).toMatch(/^line 3: text: /);
    expect(errors[2]!.error).toMatch(/^line 4: links\.0: /);
    expect(errors[3]!.error).toMatch(/^line 5: /);
  });

  it('skips blank lines but counts them in line numbers; drops a byte-order mark', async () => {
    const results = await collect(extractResults(fromArray(['\uFEFF{"text":"gm"}', '', '   ', 'oops'])));
    expect(results).toHaveLength(2);
    expect(results[0]!.ok).toBe(true);
    expect(JSON.parse(results[1]!.json)).toEqual({ error: expect.stringMatching(/^line 4: /) });
  });

  it('streams: the first result comes before the input ends', async () => {
    let pulled = 0;
    async function* endless(): AsyncIterable<string> {
      for (;;) {
        pulled += 1;
        yield JSON.stringify({ text: `message ${pulled}` });
      }
    }
    const iterator = extractLines(endless())[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    await iterator.return?.();
    expect(pulled).toBe(2);
  });

  it("gives the matched template's extractor fields: description, twitter mentions, caller", () => {
    const curated = demoAlerts.find((alert) => alert.expected.messageType === 'curated')!;
    const withPresets = builtInTemplateRecords.map((template) =>
      template.name !== 'curated'
        ? template
        : parseTemplate({
            ...template,
            extractors: [
              ...['caller-name', 'twitter-mentions'].map((id) => presetToExtractor(findPreset(id)!)),
              { name: '_output_template', type: 'custom', target_field: 'description', output_template: 'Called by {{caller_name}}' },
            ],
          }),
    );
    const output = extractMessage({ text: `${curated.text}\n🐦 Twitter mentions: 17`, links: curated.links ?? [] }, withPresets);
    expect(output.message_type).toBe('curated');
    expect(output.caller_name).toMatch(/^@\w+$/);
    expect(output.twitter_mentions).toBe(17);
    expect(output.description).toBe(`Called by ${output.caller_name}`);
    expect(output.fields).toMatchObject({ caller_name: output.caller_name, twitter_mentions: 17 });
  });
});
