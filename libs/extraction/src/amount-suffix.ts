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
  // Finance's double M for millions ('MC 2.45MM'), tried before the single 'm'.
  mm: 1e6,
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
  // Plural and other words of the Latin-script languages of crypto Telegram, so a channel in a
  // language not yet seen reads as well: English 'thousands', 'millions', 'billions', 'grand';
  // German 'tausend', 'Millionen', 'Milliarden'; French 'mille', 'milliard(s)', 'Md'; Spanish
  // 'millón', 'millones'; Portuguese 'milhão', 'milhões', 'bilhão', 'bilhões', 'mi', 'bi' ('R$ 1,2
  // mi'); Dutch 'duizend', 'miljoen', 'miljard'; Hungarian 'ezer', 'millió', 'milliárd'; Czech and
  // Slovak 'tis.', 'tisíc', 'milionů', 'miliony', 'milión', 'milióny', 'miliónov', 'miliard(y)';
  // Swedish, Norwegian and Danish 'tusen', 'tusind', 'milj.', 'miljoner', 'millioner', 'mia.',
  // 'miljarder', 'milliarder'; Finnish 'tuhatta', 'miljoonaa', 'miljardia'; Malay 'bilion';
  // Filipino 'libo', 'milyon', 'bilyon'; Swahili 'elfu', 'bilioni' ('milioni' as Italian). Each is
  // read only right after a figure: '86 duizend $', never 'grand' or 'mille' alone.
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
  grand: 1e3,
  tausend: 1e3,
  millionen: 1e6,
  milliarden: 1e9,
  mille: 1e3,
  milliard: 1e9,
  milliards: 1e9,
  md: 1e9,
  millón: 1e6,
  millones: 1e6,
  milhão: 1e6,
  milhões: 1e6,
  bilhão: 1e9,
  bilhões: 1e9,
  mi: 1e6,
  bi: 1e9,
  duizend: 1e3,
  miljoen: 1e6,
  miljard: 1e9,
  ezer: 1e3,
  millió: 1e6,
  milliárd: 1e9,
  tis: 1e3,
  tisíc: 1e3,
  milionů: 1e6,
  miliony: 1e6,
  milión: 1e6,
  milióny: 1e6,
  miliónov: 1e6,
  miliard: 1e9,
  miliardy: 1e9,
  tusen: 1e3,
  tusind: 1e3,
  milj: 1e6,
  miljoner: 1e6,
  millioner: 1e6,
  mia: 1e9,
  miljarder: 1e9,
  milliarder: 1e9,
  tuhatta: 1e3,
  miljoonaa: 1e6,
  miljardia: 1e9,
  bilion: 1e9,
  libo: 1e3,
  milyon: 1e6,
  bilyon: 1e9,
  elfu: 1e3,
  bilioni: 1e9,
  // Serbian, in Cyrillic and Latin letters: 'хиљ.' or 'хиљада' (thousand), 'мил.', 'милион(а)',
  // 'милијард(а|и)'; 'hilj.', 'hiljada', 'mil.', 'miliona', 'milijard(a|i)' ('310 хиљ. $', '1,15
  // mil. $'). Azerbaijani 'mln' and 'mlrd' ('1,3 mln $'); its thousand is 'min', below.
  хиљ: 1e3,
  хиљада: 1e3,
  мил: 1e6,
  милион: 1e6,
  милиона: 1e6,
  милијарда: 1e9,
  милијарди: 1e9,
  hilj: 1e3,
  hiljada: 1e3,
  miliona: 1e6,
  milijarda: 1e9,
  milijardi: 1e9,
  mlrd: 1e9,
  // Amharic, in Ge'ez script: 'ሺህ' (thousand), 'ሚሊዮን' (million), 'ቢሊዮን' (billion), the currency
  // 'ዶላር' after them ('185 ሺህ ዶላር').
  ሺህ: 1e3,
  ሚሊዮን: 1e6,
  ቢሊዮን: 1e9,
  // Azerbaijani 'min' (thousand, '245 min $'), which English writes for minutes ('5 min ago'): it
  // is read only before a currency (CURRENCY_BOUND_UNIT_WORDS).
  min: 1e3,
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
 * Words of AMOUNT_SUFFIX_MULTIPLIERS that another language writes for something else after a
 * figure ('5 min' is five minutes in English): the market-cap reader reads them as a unit only
 * where the figure names a currency after it ('245 min $', '67,4 min USD').
 */
export const CURRENCY_BOUND_UNIT_WORDS: readonly string[] = ['min'];

/**
 * The words of AMOUNT_SUFFIX_MULTIPLIERS longer than a K/M/B letter, longest first, for the
 * market-cap reader's pattern: the table is the one list, and a word is tried before its stem
 * ('milliarden' before 'milliard', 'mila' before 'mil').
 */
export const AMOUNT_UNIT_WORDS: readonly string[] = Object.keys(AMOUNT_SUFFIX_MULTIPLIERS)
  .filter((word) => !['k', 'm', 'b', 'bn'].includes(word) && !CURRENCY_BOUND_UNIT_WORDS.includes(word))
  .sort((one, other) => other.length - one.length);

/**
 * Scale words the market-cap reader's own pattern leaves out, read only in its second reading
 * (figure-forms.ts) so the common path does not scan for them: Indian lakh (a hundred thousand) and crore
 * (ten million), in Latin and Devanagari letters, Hindi 'हज़ार' (thousand); Hebrew 'אלף'
 * (thousand), 'מיליון' (million), 'מיליארד' (billion); Bengali 'হাজার' (thousand), 'লাখ' (lakh),
 * 'কোটি' (crore) and Urdu 'ہزار', 'لاکھ', 'کروڑ'. 'ड़' and 'ज़' are written as one character or two.
 * Hinglish chat shortens crore to 'cr' ('1.1 cr mcap').
 */
export const RARE_AMOUNT_SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = {
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
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
  হাজার: 1e3,
  লাখ: 1e5,
  কোটি: 1e7,
  ہزار: 1e3,
  لاکھ: 1e5,
  کروڑ: 1e7,
  // Tamil 'ஆயிரம்' (thousand), 'லட்சம்' (lakh), 'கோடி' (crore) and 'மில்லியன்'; Georgian 'ათასი'
  // (thousand), 'მლნ' or 'მილიონი' (million), 'მლრდ' or 'მილიარდი' (billion): '92 ஆயிரம் $',
  // '1,6 მლნ $'.
  ஆயிரம்: 1e3,
  லட்சம்: 1e5,
  கோடி: 1e7,
  மில்லியன்: 1e6,
  ათასი: 1e3,
  მლნ: 1e6,
  მილიონი: 1e6,
  მლრდ: 1e9,
  მილიარდი: 1e9,
};

/**
 * Scale words written BEFORE the number, as Hausa does ('dala dubu 85' is $85,000, 'dala miliyan
 * 1.1' $1.1M; 'dala' is the dollar): read in the second reading (figure-forms.ts) like the words
 * above.
 */
export const LEADING_AMOUNT_MULTIPLIERS: Readonly<Record<string, number>> = {
  dubu: 1e3,
  miliyan: 1e6,
  biliyan: 1e9,
};
