import { describe, expect, it } from '@jest/globals';
import { parseTemplate, type ExtractorInput } from './engine/template.js';
import { readAlert } from './read-alert.js';

const MINT = '8YkTS3zUWm1t2cGTxtrfZJCNMVom4vMkV1VcmizRFqcX';
const OTHER_MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';

const CALL = ['🚀 SCOUT CALL', '🪐 Saturn Ring ($RING)', `CA: ${MINT}`, 'MC: $880K', 'Entry by Scout'].join('\n');

const templateWith = (...extractors: ExtractorInput[]) =>
  parseTemplate({ name: 'scout_call', display_name: 'Scout call', patterns: [{ pattern: 'SCOUT CALL' }], extractors });

describe('readAlert', () => {
  it("reads the token as the engine does when no extractor targets the token's columns", () => {
    const alert = readAlert(CALL, [], [templateWith({ name: 'caller', type: 'regex', pattern: 'Entry by (\\w+)' })]);
    expect(alert).toMatchObject({
      messageType: 'scout_call',
      token: { address: MINT, chain: 'solana', name: 'Saturn Ring', symbol: 'RING' },
      marketCap: 880_000,
    });
    expect(alert.fields).toEqual({ caller: 'Scout' });
    expect(alert.aiExtractors).toEqual([]);
  });

  it("takes the caller from the template's caller fields, else as the engine reads it", () => {
    const text = `${CALL}\nCalled by @scoutcalls`;
    expect(readAlert(text, [], [templateWith({ name: 'caller', type: 'regex', pattern: 'Entry by (\\w+)' })])).toMatchObject({
      callerName: '@scoutcalls',
      callerLink: 'https://t.me/scoutcalls',
    });
    const named = readAlert(
      text,
      [],
      [
        templateWith(
          { name: 'caller_name', type: 'regex', pattern: 'Entry by (\\w+)' },
          { name: 'caller_link', type: 'regex', pattern: '(https://x\\.com/\\w+)' },
        ),
      ],
    );
    expect(named).toMatchObject({ callerName: 'Scout', callerLink: 'https://t.me/scoutcalls' });
    expect(readAlert(text, [], []).callerName).toBe('@scoutcalls');
  });

  it("lets a template's extractors name the token's address, name, symbol and market cap", () => {
    const text = `${CALL}\nReal CA ${OTHER_MINT} | ticker RNG2 | name Ring Two | cap 1.5M`;
    const alert = readAlert(
      text,
      [],
      [
        templateWith(
          { name: 'real_ca', type: 'regex', pattern: 'Real CA (\\w+)', target_field: 'token_address' },
          { name: 'ticker', type: 'regex', pattern: 'ticker (\\w+)', target_field: 'symbol' },
          { name: 'real_name', type: 'regex', pattern: 'name (Ring Two)', target_field: 'name' },
          { name: 'cap', type: 'regex', pattern: 'cap ([\\d.]+M)', target_field: 'market_cap' },
        ),
      ],
    );
    expect(alert.token).toEqual({ address: OTHER_MINT, chain: 'solana', name: 'Ring Two', symbol: 'RNG2' });
    expect(alert.marketCap).toBe(1_500_000);
  });

  it("keeps the engine's reading where a targeted value is not usable", () => {
    const text = `${CALL}\nReal CA hahahahahahahahahahahahahahahahahahaha | cap soon`;
    const alert = readAlert(
      text,
      [],
      [
        templateWith(
          { name: 'real_ca', type: 'regex', pattern: 'Real CA (\\w+)', target_field: 'token_address' },
          { name: 'cap', type: 'regex', pattern: 'cap (\\w+)', target_field: 'market_cap' },
        ),
      ],
    );
    expect(alert.token?.address).toBe(MINT);
    expect(alert.marketCap).toBe(880_000);
  });

  it('takes no paragraph for a name or a symbol, from the engine or an extractor', () => {
    const paragraph = 'Moon '.repeat(30).trim();
    const engine = readAlert(`🚀 SCOUT CALL\nName: ${paragraph}\nCA: ${MINT}`, [], [templateWith()]);
    expect(engine.token).toMatchObject({ address: MINT, name: null });
    const text = `${CALL}\nname ${paragraph} | ticker ${'R'.repeat(21)}`;
    const targeted = readAlert(
      text,
      [],
      [
        templateWith(
          { name: 'long_name', type: 'regex', pattern: 'name ((?:Moon ?)+)', target_field: 'name' },
          { name: 'long_ticker', type: 'regex', pattern: 'ticker (R+)', target_field: 'symbol' },
        ),
      ],
    );
    expect(targeted.token).toMatchObject({ name: 'Saturn Ring', symbol: 'RING' });
  });

  it('gives a token, and its market cap, to a message whose address only an extractor finds', () => {
    const text = ['🚀 SCOUT CALL', '🐶 Lunar Dog ($LDOG)', 'MC: $48K', 'contract: see EVM0x52908400098527886E0F7030069857D2E4169EE7'].join(
      '\n',
    );
    const alert = readAlert(
      text,
      [],
      [templateWith({ name: 'evm', type: 'regex', pattern: 'EVM(0x[0-9a-f]{40})', target_field: 'token_address' })],
    );
    expect(alert.token).toEqual({ address: '0x52908400098527886E0F7030069857D2E4169EE7', chain: 'evm', name: 'Lunar Dog', symbol: 'LDOG' });
    expect(alert.marketCap).toBe(48_000);
  });

  it("runs the template's AI extractors on the answers given, and lists them for the service to ask", () => {
    const template = templateWith(
      { name: 'thesis', type: 'ai', ai_prompt: 'Why is this a call?', ai_model: 'gpt-6-luna', target_field: 'description' },
      { name: 'entry_cap', type: 'ai', ai_prompt: 'The market cap at entry', target_field: 'market_cap', post_processor: 'parseAmount' },
    );
    const unanswered = readAlert(CALL, [], [template]);
    expect(unanswered.aiExtractors.map((extractor) => extractor.name)).toEqual(['thesis', 'entry_cap']);
    expect(unanswered).toMatchObject({ description: null, marketCap: 880_000, fields: {} });

    const answered = readAlert(CALL, [], [template], { thesis: 'Scout likes the chart', entry_cap: '900K' });
    expect(answered).toMatchObject({
      description: 'Scout likes the chart',
      marketCap: 900_000,
      fields: { thesis: 'Scout likes the chart', entry_cap: 900_000 },
    });
  });

  it("takes the AI's token address, name and symbol only when the message states them", () => {
    const template = templateWith(
      { name: 'ai_ca', type: 'ai', ai_prompt: 'The contract address', target_field: 'token_address' },
      { name: 'ai_name', type: 'ai', ai_prompt: 'The token name', target_field: 'name' },
      { name: 'ai_symbol', type: 'ai', ai_prompt: 'The ticker', target_field: 'symbol' },
    );
    const madeUp = readAlert(CALL, [], [template], { ai_ca: OTHER_MINT, ai_name: 'Moon Rocket', ai_symbol: 'MOON' });
    expect(madeUp.token).toEqual({ address: MINT, chain: 'solana', name: 'Saturn Ring', symbol: 'RING' });

    const stated = `${CALL}\nMigrated to ${OTHER_MINT} as Ring Two`;
    expect(readAlert(stated, [], [template], { ai_ca: OTHER_MINT, ai_name: 'ring two', ai_symbol: 'ring' }).token).toEqual({
      address: OTHER_MINT,
      chain: 'solana',
      name: 'ring two',
      symbol: 'ring',
    });
    // An address the message links to is stated too; an EVM one in either case.
    const linked = readAlert(CALL, [`https://dexscreener.com/solana/${OTHER_MINT}`], [template], { ai_ca: OTHER_MINT });
    expect(linked.token?.address).toBe(OTHER_MINT);
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(readAlert(`${CALL}\nbridge ${evm}`, [], [template], { ai_ca: evm.toLowerCase() }).token).toMatchObject({
      address: evm.toLowerCase(),
      chain: 'evm',
    });
  });

  it("reads an implausible market cap from an extractor or the AI as none, keeping the engine's", () => {
    const huge = `1${'0'.repeat(320)}`;
    const regex = templateWith({
      name: 'cap',
      type: 'regex',
      pattern: 'cap (\\d+)',
      target_field: 'market_cap',
      post_processor: 'parseAmount',
    });
    expect(readAlert(`${CALL}\ncap ${huge}`, [], [regex]).marketCap).toBe(880_000);
    const ai = templateWith({ name: 'entry_cap', type: 'ai', ai_prompt: 'The market cap at entry', target_field: 'market_cap' });
    for (const answer of [huge, 1e300, -5, '$20000T'.replace('T', '000B')]) {
      expect(readAlert(CALL, [], [ai], { entry_cap: answer }).marketCap).toBe(880_000);
    }
    expect(readAlert(CALL.replace('MC: $880K', `MC: $${huge}`), [], [ai], { entry_cap: 1e300 }).marketCap).toBeNull();
  });

  it('gives twitter mentions only as a count its integer column holds', () => {
    const template = templateWith({
      name: 'twitter_mentions',
      type: 'regex',
      pattern: 'mentions ([\\d.e+]+)',
      post_processor: 'parseFloat',
    });
    const mentions = (written: string) => readAlert(`${CALL}\nmentions ${written}`, [], [template]).twitterMentions;
    expect(mentions('42')).toBe(42);
    expect(mentions('12.7')).toBe(12);
    expect(mentions('3000000000')).toBeNull();
    expect(mentions('9'.repeat(400))).toBeNull();
  });
});
