/** What a K/M/B-style suffix multiplies an amount by ('45.3K', '1.2 million', '3bn', '1,2 Mio.', '245 ألف'). */
export const AMOUNT_SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mil: 1e6,
  mln: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  // German and Russian channels: 'Tsd.', 'Mio.', 'Mrd.'; 'тыс.', 'млн', 'млрд'.
  tsd: 1e3,
  mio: 1e6,
  mrd: 1e9,
  тыс: 1e3,
  млн: 1e6,
  млрд: 1e9,
  // Arabic channels: 'ألف' (thousand, plural 'آلاف'), 'مليون' (million, plural 'ملايين'), 'مليار'.
  ألف: 1e3,
  آلاف: 1e3,
  مليون: 1e6,
  ملايين: 1e6,
  مليار: 1e9,
};
