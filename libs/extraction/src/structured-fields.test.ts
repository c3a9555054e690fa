import { describe, expect, it } from '@jest/globals';
import { withStructuredFields } from './structured-fields.js';
import { findMarketCap } from './market-cap.js';
import { findTokenIdentity } from './token-names.js';

const JSON_LINE =
  '{"mint":"6TBAMZ2C7CfhbqNHZD3EsJGbhstbqwnRUS1mnepxpump","name":"Grumpy Toaster","symbol":"TOAST","market_cap":31.42,"usd_market_cap":5467.08,"complete":false}';
const LOGFMT_LINE =
  'level=info evt=migrated sym=ZAPP name="Zappy Otter" mint=BxRBNCQ31QyFyoBJVbXyQBhBJ8YPyJAf6kMmeA1Bpump mcap_usd=68214 liq_sol=84.9';

describe('withStructuredFields', () => {
  it('leaves a message without a JSON object or key=value pairs unread (null)', () => {
    expect(withStructuredFields('Name: Goblin Cat\nMC: $45K\nhttps://x.com/search?q=GOB')).toBeNull();
  });

  it("writes a JSON object's fields as labelled lines, the dollar field standing for its namesake", () => {
    expect(withStructuredFields(`[watch] new_token\n${JSON_LINE}`)).toBe(
      '[watch] new_token\nmint: 6TBAMZ2C7CfhbqNHZD3EsJGbhstbqwnRUS1mnepxpump\nname: Grumpy Toaster\nsymbol: TOAST\nmarket cap: 5467.08\ncomplete: false',
    );
  });

  it("writes a logfmt line's pairs as labelled lines, quoted values whole, another currency after its value", () => {
    expect(withStructuredFields(LOGFMT_LINE)).toBe(
      'level: info\nevt: migrated\nsym: ZAPP\nname: Zappy Otter\nmint: BxRBNCQ31QyFyoBJVbXyQBhBJ8YPyJAf6kMmeA1Bpump\nmcap: 68214\nliq: 84.9 SOL',
    );
  });

  it('leaves a line that is no JSON object, or fewer than three pairs, as it is', () => {
    expect(withStructuredFields('{"broken": \nmode=fast now')).toBeNull();
  });
});

describe('structured fields as evidence', () => {
  it("reads a JSON object's name, symbol and market cap in dollars", () => {
    expect(findTokenIdentity(`[watch] new_token\n${JSON_LINE}`)).toEqual({ name: 'Grumpy Toaster', symbol: 'TOAST' });
    expect(findMarketCap(`[watch] new_token\n${JSON_LINE}`)).toBe(5467.08);
  });

  it("reads a logfmt line's quoted name whole and its dollar market cap", () => {
    expect(findTokenIdentity(LOGFMT_LINE)).toEqual({ name: 'Zappy Otter', symbol: 'ZAPP' });
    expect(findMarketCap(LOGFMT_LINE)).toBe(68_214);
  });
});

describe('structured lines among emojis', () => {
  it('reads a JSON object or a logfmt line with emojis around it', () => {
    expect(findTokenIdentity(`📦 ${JSON_LINE} ✅`)).toEqual({ name: 'Grumpy Toaster', symbol: 'TOAST' });
    expect(findMarketCap(`🚀 ${LOGFMT_LINE} 🚀`)).toBe(68_214);
  });
});

describe("a Python bot's logged objects", () => {
  const REPR =
    "[snipe] NewToken(mint='6717yCGrUGH8H91GMP6GirSFnX6aKMpCwjk43jdApump', name='Soggy Waffle', symbol='WAFL', mcap_usd=Decimal('74210.55'), mcap_sol=Decimal('412.28'), bonding_pct=31.4, bundle=None)";
  const DICT =
    "[skip] {'mint': '8Zz9e77xBWY1dZzKfsc4RukDKfvEU3wbtryyC5Njbonk', 'symbol': 'GLRP', 'name': 'Glorp', 'reason': 'mcap_usd 1210400.0 > max_mcap 500000', 'ok': False}";
  const YAML =
    '--- fill ---\ntoken:\n  name: Marble Newt\n  symbol: NEWT\ntokens_out: 2847120.44\nmcap_at_fill_usd: 39870\nmcap_now_usd: 41205';

  it("writes a repr's keyword arguments as labelled lines, unwrapped from quotes and calls, None left out", () => {
    expect(withStructuredFields(REPR)).toBe(
      'mint: 6717yCGrUGH8H91GMP6GirSFnX6aKMpCwjk43jdApump\nname: Soggy Waffle\nsymbol: WAFL\nmcap: 74210.55\nbonding pct: 31.4',
    );
  });

  it("writes a dict's fields as labelled lines", () => {
    expect(withStructuredFields(DICT)).toBe(
      'mint: 8Zz9e77xBWY1dZzKfsc4RukDKfvEU3wbtryyC5Njbonk\nsymbol: GLRP\nname: Glorp\nreason: mcap_usd 1210400.0 > max_mcap 500000\nok: false',
    );
  });

  it("writes a YAML key's words apart, keeping its indentation", () => {
    expect(withStructuredFields('  mcap_now_usd: 41205')).toBe('  mcap now: 41205');
  });

  it('reads their name without its quotes and the current market cap in dollars', () => {
    expect(findTokenIdentity(REPR)).toEqual({ name: 'Soggy Waffle', symbol: 'WAFL' });
    expect(findMarketCap(REPR)).toBe(74_210.55);
    expect(findTokenIdentity(DICT)).toEqual({ name: 'Glorp', symbol: 'GLRP' });
    expect(findMarketCap(DICT)).toBe(1_210_400);
    expect(findMarketCap(YAML)).toBe(41_205);
  });
});
