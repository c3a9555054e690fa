/**
 * What a K/M/B-style suffix or a unit word multiplies an amount by ('45.3K', '1.2 million', '3bn',
 * '1,2 Mio.', '245 ألف', '45만', '1,2 triệu').
 */
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
  // Italian channels: 'mila' (thousand), 'milione' or 'milioni', 'mld' or 'miliardi' ('87 mila $',
  // '1,2 mln $'); Polish ones: 'tys.' (thousand), 'mln', 'mld' ('64 tys. $').
  mila: 1e3,
  milione: 1e6,
  milioni: 1e6,
  mld: 1e9,
  miliardi: 1e9,
  tys: 1e3,
  // Ukrainian channels: 'тис.' (thousand), 'млн', 'млрд' ('340 тис. $'); Greek ones: 'χιλ.'
  // (thousand), 'εκατ.' (million), 'δισ.' (billion), or the words they shorten ('210 χιλ. $');
  // Romanian ones: 'mii' (thousands), 'mil.', 'miliarde' ('450 mii $', '1,35 mil. $').
  тис: 1e3,
  тисяч: 1e3,
  тисячі: 1e3,
  χιλ: 1e3,
  χιλιάδες: 1e3,
  εκατ: 1e6,
  εκατομμύρια: 1e6,
  δισ: 1e9,
  δισεκατομμύρια: 1e9,
  mii: 1e3,
  miliarde: 1e9,
  // Arabic channels: 'ألف' (thousand, plural 'آلاف'), 'مليون' (million, plural 'ملايين'), 'مليار'.
  ألف: 1e3,
  آلاف: 1e3,
  مليون: 1e6,
  ملايين: 1e6,
  مليار: 1e9,
  // Persian: 'هزار' (thousand), 'میلیون', 'میلیارد'.
  هزار: 1e3,
  میلیون: 1e6,
  میلیارد: 1e9,
  // Indonesian: 'ribu' ('rb'), 'juta' ('jt'), 'miliar'; Vietnamese: 'nghìn' or 'ngàn', 'triệu', 'tỷ' or 'tỉ'.
  ribu: 1e3,
  rb: 1e3,
  juta: 1e6,
  jt: 1e6,
  miliar: 1e9,
  nghìn: 1e3,
  ngàn: 1e3,
  triệu: 1e6,
  tỷ: 1e9,
  tỉ: 1e9,
  // Korean and Japanese count in ten thousands: '45만' and '12万' are 450,000 and 120,000;
  // '억' and '億' are a hundred million.
  만: 1e4,
  万: 1e4,
  억: 1e8,
  億: 1e8,
  // Thai: 'พัน' (thousand), 'หมื่น' (ten thousand), 'แสน' (hundred thousand), 'ล้าน' (million):
  // '3.5 แสน' is 350,000.
  พัน: 1e3,
  หมื่น: 1e4,
  แสน: 1e5,
  ล้าน: 1e6,
};

/**
 * Scale words the market-cap reader's own pattern leaves out, read only in its second reading
 * (figure-forms.ts) so the common path does not scan for them: Indian lakh (a hundred thousand) and crore
 * (ten million), in Latin and Devanagari letters, Hindi 'हज़ार' (thousand); Hebrew 'אלף'
 * (thousand), 'מיליון' (million), 'מיליארד' (billion). 'ड़' and 'ज़' are written as one character or two.
 */
export const RARE_AMOUNT_SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = {
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  लाख: 1e5,
  करोड़: 1e7,
  'करो\u095C': 1e7,
  करोड: 1e7,
  हज़ार: 1e3,
  'ह\u095Bार': 1e3,
  हजार: 1e3,
  אלף: 1e3,
  מיליון: 1e6,
  מיליארד: 1e9,
};
