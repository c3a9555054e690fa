import type { FakeAnswer, FakeHandler } from '@solana-hub/testing';

/**
 * A base58-looking address of 44 characters, distinct per `tag` and `n`, in any case: `n` in
 * base 9 written with the digits 1 to 9 (a pair is keyed in lower case).
 */
export const addressOf = (tag: string, n: number) =>
  `${tag}${n.toString(9).replace(/\d/g, (digit) => String(Number(digit) + 1))}`.padEnd(44, 'x');

/** The links of a message that links only the pair's DexScreener page. */
export const pairPage = (pair: string) => [`https://dexscreener.com/solana/${pair}`];

/** The double answering as `handler`, and counting its answers; `hold` keeps every request open until `release`. */
export function holdable(handler: FakeHandler) {
  let held: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const state = {
    answered: 0,
    handler: async (request: Parameters<FakeHandler>[0]): Promise<FakeAnswer> => {
      if (held) await held;
      const answer = await handler(request);
      state.answered += 1;
      return answer;
    },
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release();
    },
  };
  return state;
}
