import { toPlainText } from './plain-text.js';
import { AMOUNT_SUFFIX_MULTIPLIERS, AMOUNT_UNIT_WORDS, CURRENCY_BOUND_UNIT_WORDS } from './amount-suffix.js';
import { firstTableRow, headerCell, tableValue } from './monospace-table.js';
import { rankedNewEntry } from './ranked-new-entry.js';
import { withPlainFigures } from './figure-forms.js';
import { withStructuredFields } from './structured-fields.js';
import { ARROW_MARKS, MOVE_ARROW_MARKS } from './arrows.js';

/**
 * Market caps as alert bots write them: '$1.2M', '45.3K', '512k', '$1,305,220', '70211.50'.
 * The number is either comma-grouped or plain; the suffix must not run into a word, so '5m ago'
 * is read by the labels below only where a market cap is expected, and '5x' or '64%' never.
 */
// A comma before one or two digits is a decimal one, as German, Portuguese, Spanish and Russian
// channels write it ('1,2 Mio.', '88,4K'); before three it groups thousands ('1,305,220').
// The unit words after a figure, in the languages of crypto Telegram ('Mio.', 'тыс.', 'ألف',
// 'juta', 'triệu', '만', 'แสน', 'mila', 'χιλ.', 'duizend', 'ezer', 'tusen', 'ribu', 'elfu', ...),
// are the one table's (AMOUNT_SUFFIX_MULTIPLIERS), a longer word before its stem.
const UNIT_WORDS = AMOUNT_UNIT_WORDS.join('|');
// A word that may mean something else after a figure ('5 min' ago) is a unit only before a currency.
const CURRENCY_BOUND_WORDS = CURRENCY_BOUND_UNIT_WORDS.map((word) => String.raw`${word}(?=\s?(?:\$|usd|dollars?)(?![\p{L}\p{N}]))`).join(
  '|',
);
const SUFFIX_WORDS = String.raw`${UNIT_WORDS}|${CURRENCY_BOUND_WORDS}|bn|k|m|b`;
const SUFFIX_WORD = `(${SUFFIX_WORDS})`;
// Indonesian and Vietnamese channels group thousands with dots ('$87.500', '$1.250.000'). One
// group reads as a decimal here and toDollars tells them apart: with a unit after it, it is one
// ('$1.234M').
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+,\d{1,2}(?!\d)|[1-9]\d{0,2}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)`;
const SUFFIX = `${SUFFIX_WORD}?`;
// Nor part of a longer number: '2.9x' is no '2'. Korean, Japanese and Thai write the currency
// right after their units ('12万ドル', '3.5 แสนดอลลาร์').
const NOT_A_WORD = String.raw`(?:(?![\p{L}\p{N}%]|[.,]\d)|(?<=[만억万億]|พัน|หมื่น|แสน|ล้าน))`;
const AMOUNT = String.raw`\$?\s?${NUMBER}\s?${SUFFIX}${NOT_A_WORD}`;
// With a dollar sign and a K/M/B suffix, so an unlabelled amount is a cap and not a price.
const DOLLAR_CAP = String.raw`\$\s?${NUMBER}\s?${SUFFIX_WORD}${NOT_A_WORD}`;
// Every arrow form reads alike (MOVE_ARROW_MARKS). A word in brackets may say what the figure
// before the arrow was: '250K ➝ 610K (ATH) ➝ 137K now' is 137K now.
// Or a moment: 'was 96K at call → now 1.3M'.
const ARROW = String.raw`(?:\s*\([\p{L} ]{1,12}\)|\s+at\s+(?:the\s+)?(?:call|entry|signal|launch))?\s*${MOVE_ARROW_MARKS}\s*`;
// The currency a figure may name before the arrow of a move: '8.6 หมื่นดอลลาร์ ➜', '45K USD →'.
const CURRENCY_AFTER = String.raw`(?:\s?(?:usd|dollars?|ดอลลาร์|달러|ドル|دولار|دلار|\$))?`;

const WHOLE_AMOUNT = new RegExp(`^${NUMBER}${SUFFIX}$`, 'i');
const AMOUNT_IN_CHAIN = new RegExp(AMOUNT, 'giu');

// 'Market Cap', 'Marketcap', 'MCap', 'MCP', 'MC', 'FDV', 'Cap', optionally '(USD)'. Compact
// scanners glue the figure to its label ('mc38.4k · lq14.1k', 'mcap1.2m'): a label runs into a
// figure only with its K/M/B suffix, so 'MC2' (a name) is no label of the figure 2. A program's
// key in a logged text is one too ('mcap_usd 1210400.0', 'market_cap', 'marketCap', 'fdv_usd').
const GLUED_FIGURE = String.raw`\d+(?:[.,]\d+)?[kmb](?![\p{L}\p{N}])`;
const LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:market[\s_-]?cap(?:italization)?|mkt[\s.-]?cap|mcap|mcp|mc|fdv|cap)(?:(?![\p{L}\p{N}])|(?=${GLUED_FIGURE}))(?:_usd(?![\p{L}\p{N}])|\s*\((?:usd|\$)\))?`,
  'giu',
);
// The label in the languages of the channels traders read: German 'Marktkapitalisierung',
// Portuguese 'Valor de mercado' and 'Capitalização (de mercado)', Spanish 'Capitalización (de
// mercado)', both 'Cap. de mercado', Italian 'Cap. di mercato' and 'Cap.' before its moment ('Cap.
// attuale', 'Cap. alla chiamata'), Romanian 'Capitalizare (de piață)', French 'Capitalisation
// (boursière)', Italian, Polish, Turkish, Indonesian, Vietnamese, Russian and Ukrainian
// '(Ринкова) капіталізація', 'Ринкова кап.', Greek 'Κεφαλαιοποίηση', 'Κεφ/ση', Chinese '市值',
// Japanese, Korean and Arabic 'القيمة السوقية'; and so that a language not yet seen reads as well,
// Dutch 'Marktkapitalisatie', 'Marktkap.', Hungarian 'Piaci kapitalizáció', 'Piaci kap.', 'Piaci
// érték', Czech 'Tržní kapitalizace', Slovak 'Trhová kapitalizácia', Swedish 'Marknadsvärde' or
// 'Börsvärde', Norwegian 'Markedsverdi', Danish 'Markedsværdi', Finnish 'Markkina-arvo', Malay
// '(Per)modalan pasaran', Swahili 'Mtaji wa soko'; Serbian 'Тржишна капитализација' or 'Тржишна
// кап.' in Cyrillic or Latin letters ('Tržišna kap.'), Azerbaijani 'Bazar dəyəri' (or
// 'kapitallaşması'), Hausa 'Darajar kasuwa' (the market's value), Amharic 'የገበያ ዋጋ' (the market
// value) or 'የገበያ ካፒታል'. Read only where no English label gave a value:
// most messages have one, and a long alternation slows the scan of every message.
// Chinese, Japanese, Korean and Thai write the words around a label without spaces
// ('現在の時価総額は', 'มาร์เก็ตแคปตอนนี้').
const UNSPACED = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]`;
const FOREIGN_LABEL = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])|(?<=${UNSPACED}))(?:${[
    String.raw`marktkapitalisierung|marktkapitalisatie|marktkap\.?`,
    String.raw`piaci\s+(?:kapitaliz[áa]ci[óo]|kap\.|[ée]rt[ée]k)|tr[žz]n[íi]\s+kapitalizace|trhov[áa]\s+kapitaliz[áa]cia`,
    String.raw`marknadsv[äa]rde|b[öo]rsv[äa]rde|markedsverdi|markedsv[æa]e?rdi|markkina-arvo|(?:per)?modal(?:an)?\s+pasaran|mtaji\s+wa\s+soko`,
    String.raw`valor\s+de\s+mercado|cap\.?\s+d[ei]\s+merca[dt]o|cap\.(?=\s)|capitaliza(?:[cç][aã]o|ci[oó]n)(?:\s+de\s+mercado)?`,
    String.raw`capitalizare(?:\s+de\s+pia[țţt][ăa])?`,
    String.raw`тржишна\s+(?:капитализација|кап\.)|tr[žz]i[šs]na\s+(?:kapitalizacija|kap\.)|bazar\s+(?:d[əe]y[əe]ri|kapitalla[şs]mas[ıi])|darajar\s+kasuwa|የገበያ\s+(?:ዋጋ|ካፒታል)`,
    String.raw`capitalisation(?:\s+boursi[eè]re)?|capitalizzazione(?:\s+di\s+mercato)?|kapitalizacja(?:\s+rynkowa)?`,
    String.raw`piyasa\s+de[gğ]eri|kap(?:italisasi|\.)\s+pasar|v[ốo]n\s+h[óo]a(?:\s+th[ịi]\s+tr[ưu][ờo]ng)?`,
    String.raw`(?:(?:рыночная|ринкова)\s+)?(?:капитализация|капіталізація)|(?:рыночная|ринкова)\s+кап\.|κεφαλαιοπο[ιί]ηση|κεφ/ση`,
    String.raw`市值|時価総額|시가총액|시총|มาร์เก็ตแคป|มูลค่าตลาด`,
    String.raw`القيمة\s+السوقية|رأس\s+المال\s+السوقي|ارزش\s+بازار`,
  ].join('|')})(?:(?<=${UNSPACED})|(?![\p{L}\p{N}]))`,
  'giu',
);
// The moment a label names after it: 'Market cap at migration:', 'القيمة السوقية عند الإشارة:'
// (at the signal), Vietnamese 'lúc gọi:' (at the call), Persian 'هنگام سیگنال:', Indonesian
// 'saat sinyal:', Italian 'alla chiamata:', Polish 'przy sygnale:', Romanian 'la semnal:',
// Ukrainian 'при сигналі:'. It says whether the value is the current one, as a word before an
// English label does ('Call MC'), so it is read with the same qualifiers below; a value of any
// other moment ('MC at payment:') gives way to a current one.
// Dutch 'bij de call:', German 'bei (dem) Signal:', Czech 'při signálu:', Swedish 'vid', Danish and
// Norwegian 'ved', Malay 'pada', Swahili 'kwa', Portuguese 'ao', French 'au'; an article may
// come between the word and the moment ('bij de call', 'at the call').
const AT_WORDS = String.raw`at|on|after|عند|بعد|lúc|khi|saat|هنگام|alla|al|przy|la|при|bij|bei|při|pri|vid|ved|pada|kwa|ao|au`;
const ARTICLE = String.raw`(?:(?:the|de|het|der|dem|den|le|el|il|o)\s+)?`;
const MOMENT = String.raw`(?:${AT_WORDS})\s+${ARTICLE}\p{L}+\s*:`;
const MOMENT_WORD = new RegExp(String.raw`(?:${AT_WORDS})\s+${ARTICLE}(?<moment>\p{L}+)\s*:`, 'iu');
// The words for 'now' and 'current', which may follow a label ('MC now', Persian 'ارزش بازار فعلی',
// Indonesian 'sekarang') or an arrow ('42K → hiện tại: 156K', '45만 → 현재 시총 210만').
// Thai 'ตอนนี้' (now), 'ปัจจุบัน' (current); Italian 'attuale', 'adesso', Polish 'teraz', 'obecnie',
// Spanish 'actual', Portuguese 'atual', French 'actuel(le)', German 'aktuell', Romanian 'acum',
// Greek 'τώρα', Ukrainian 'зараз', 'поточна', Russian 'сейчас', 'текущая'; chat's 'rn' (right now);
// and for the languages not yet seen: Dutch, Swedish and Danish 'nu', Dutch 'huidige', Hungarian
// 'most', 'jelenlegi', Czech 'nyní', 'teď', 'aktuální', Slovak 'teraz' (as Polish), 'aktuálne',
// Norwegian 'nå', Scandinavian 'nuvarande', 'nåværende', 'nuværende', Finnish 'nyt', 'nykyinen',
// German 'jetzt', French 'maintenant', Spanish 'ahora', Portuguese 'agora', Malay 'semasa',
// Filipino 'ngayon', Swahili 'sasa'; Serbian 'сада' or 'sada', Azerbaijani 'indi' (its dotted
// capital İ folds to no 'i' in a regex: both are written), Hausa 'yanzu', Amharic 'አሁን'.
const NOW_WORDS = String.raw`now|sada|сада|[iİ]ndi|yanzu|አሁን|rn|current(?:ly)?|latest|nu|huidige|most|jelenlegi|nyní|teď|aktuáln[íe]|nå|nuvarande|nåværende|nuværende|nyt|nykyinen|jetzt|maintenant|ahora|agora|semasa|ngayon|sasa|sekarang|saat\s+ini|hiện\s+tại|현재|現在|فعلی|الآن|الحالية?|ตอนนี้|ปัจจุบัน|attuale|adesso|teraz|obecnie|actual|atual|actuel(?:le)?|aktuell|acum|τ[ώω]ρα|зараз|поточна|сейчас|текущая`;
// The words of a sell after the arrow of a move name its latest value, as a word for now does:
// 'entry 61K → exit 256K', '$40K -> sold $180K', 'in 12k ➜ out 90k'.
const MOVE_END_WORDS = String.raw`exit(?:ed)?|sold|out|closed?`;
// Indonesian and Vietnamese put the word for 'initial' after the label: 'MC awal', 'vốn hóa ban đầu'.
const PAST_AFTER_LABEL = /(?<!\p{L})(?:awal|ban\s+đầu)(?!\p{L})/iu;
// What bots put between the label and the value: 'MC: ', 'MC now ', 'Call MC → Now: ', an
// emoji or a separator ('MC 👉 $31K', 'Market Cap | $31K', a monospace table's '│ MCap │ $77.3K │');
// not 🔝, which marks the peak.
// Arabic, Persian and Indonesian put their moment and 'now' after the label as well, Japanese
// its topic mark ('時価総額は8.5万ドル').
// A word of guessing may come before the value: 'Market cap: about 41 thousand dollars', Dutch
// 'ongeveer', German 'etwa', French 'environ', Spanish and Portuguese 'aprox.', Polish 'około',
// Russian 'примерно', Indonesian 'sekitar', Vietnamese 'khoảng'.
const ABOUT_WORDS = String.raw`about|around|approx(?:imately|\.)?|roughly|circa|ongeveer|körülbelül|kb\.|etwa|ca\.|environ|aprox\.|około|примерно|sekitar|khoảng`;
// Sticky ('y'): read at the label's end in the whole text, no copy of the rest taken.
// An arrow is tried before the separators, so '->' is not read as a dash and a stray '>'.
const LABEL_TO_VALUE = new RegExp(
  String.raw`(?:\s*(?:${ARROW_MARKS}|[:=~≈|│┃║•⋅·–—»：-]|${MOMENT}|${NOW_WORDS}|${ABOUT_WORDS}|awal|ban\s+đầu|は|is|at|of|live|(?!🔝)[\p{Extended_Pictographic}\uFE0F])\s*|\s+)*`,
  'iuy',
);
// A value, or a history of values with arrows ('$19.7K → $57.3K') whose last is the current one.
// 'Call MC 38K → Now 61K': a word for the current one may follow the arrow, and the label again;
// or the word of a sell ('entry 61K → exit 256K': the exit is the latest cap, MOVE_END_WORDS).
// The currency after the last value is part of the chain: it makes '245 min $' thousands.
const VALUE_CHAIN = new RegExp(
  String.raw`${AMOUNT}(?:${CURRENCY_AFTER}${ARROW}(?:(?:${NOW_WORDS}|${MOVE_END_WORDS})(?:\s*(?:mc|mcap|시총|시가총액))?\s*:?\s*)?${AMOUNT})*${CURRENCY_AFTER}`,
  'iuy',
);
const HAS_ARROW = new RegExp(ARROW, 'u');
// A word before the label that makes it a past or peak value: 'ATH MC', 'Entry MC'.
// Arabic: entry (الدخول), launch (الإطلاق), peak (القمة). The entry in the other languages of crypto
// Telegram: Dutch 'Instap', German 'Einstieg', Spanish and Portuguese 'Entrada', Italian 'Ingresso',
// Polish 'Wejście', Czech 'Vstup', Hungarian 'Belépő', Swedish 'Ingång', Danish 'Indgang',
// Norwegian 'Inngang', Indonesian 'Masuk', Russian 'Вход', Ukrainian 'Вхід'. A filter's limit is
// no value of the token either: 'mcap_usd 1210400.0 > max_mcap 500000', 'Min MC: $10K'.
const PAST_QUALIFIER =
  /(?:ath|peak|top|high|highest|initial|entry|launch|start|first|prev|previous|was|from|(?<![\p{L}\p{N}])(?:max|min|limit)|instap|einstieg|entrada|ingresso|wejście|vstup|belépő|ingång|indgang|inngang|masuk|вход|вхід|دخول|إطلاق|قمة)[\W_]*$/iu;
// What the label is about is followed by its moment: 'Market cap at migration: $48K'.
// 'Call MC', 'Baseline MC': the cap when the call was made or the tracking began. Past beside a
// current one ('Call MC → Now', 'Baseline MC ... Current MC'), the latest the message has beside
// only older ones ('Initial MC: $10K | Call MC: $25K') or alone. A signal is a call: 'MC at
// signal:', Arabic 'عند الإشارة' (at the signal) or 'التوصية' (the recommendation).
// Vietnamese 'gọi', Indonesian 'sinyal', Persian 'سیگنال', Korean '콜 당시' (at the call), Japanese 'コール',
// Italian 'chiamata', Polish 'sygnał' ('przy sygnale'), Romanian 'semnal', Ukrainian and Russian
// 'сигнал' ('при сигналі', 'при сигнале'), Greek 'σήμα'.
// Hungarian 'jelzés' (the signal) and 'hívás' (the call), Czech and Slovak 'signál', Finnish
// 'signaali', Malay 'isyarat', Filipino 'senyales', Swahili 'ishara'; Azerbaijani 'siqnal', Hausa
// 'sigina', Amharic 'ምልክት' (the signal, 'በምልክቱ ጊዜ' at its time), Serbian 'сигналу'.
const CALL_QUALIFIER =
  /(?:call(?:ed)?|baseline|signal|jelz[ée]s(?:kor)?|h[íi]v[áa]s(?:kor)?|sign[áa]l[u]?|signaali|isyarat|senyales|ishara|siqnal|sigina|ምልክት|إشارة|توصية|gọi|sinyal|سیگنال|콜|コール|chiamata|sygna(?:ł|le)|semnal|сигнал[іеу]?|σήμα)\W*$/iu;
// Value before the label: 'at 12.5K mc', '$50K MC', 'Was 90k mkt cap …, 415k mkt cap now'.
const VALUE_BEFORE_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])${AMOUNT}\s*(?:mc|mcap|market[\s-]?cap|mkt[\s.-]?cap|fdv)(?![\p{L}\p{N}])`,
  'giu',
);
// The words before such a value that make it a past one: 'Called at $22.1K MC', 'entry 10K mc',
// 'from $8K MC'. Only the clause the value is in counts ('..., now $64.8K MC' is current).
const PAST_BEFORE_VALUE =
  /(?<![\p{L}\p{N}])(?:ath|peak|top|high|highest|initial|entry|launch|start|call|called|first|prev|previous|was|from)(?:\s+it)?(?:\s+(?:at|@|of|was))?\W*$/iu;
// A trade names the cap it was made at, after what it moved ('Bought 2 SOL at 61.5K MC'): the
// current one where the message states no other, as a buy alert does; else it gives way, so 'Bought
// 2.0 SOL @ 1.2M mc → sold 3.4 SOL @ 2.05M mc' over 'Now: 1.64M mc' is 1.64M.
const TRADE_BEFORE_VALUE =
  /(?<![\p{L}\p{N}])(?:bought|buy|sold|sell|entered|exit(?:ed)?)(?:\s+[\d.,]+\s?[\p{L}◎]{1,6})?(?:\s+(?:at|@))?\W*$/iu;
const CLAUSE_BREAK = /[,;|•·⋅∙\n]/g;
// A word for now after the arrow of a move names its latest value: 'Called $92.4K → Now $370K';
// so does a sell's ('entry 61K → exit 256K').
const NOW_AFTER_ARROW = String.raw`(?:(?:${NOW_WORDS}|${MOVE_END_WORDS})\s*:?\s*)?`;
// No label at all, just a move between two dollar values: '$98K → $402K'.
const DOLLAR_CHAIN = new RegExp(`${DOLLAR_CAP}(?:${ARROW}${NOW_AFTER_ARROW}${DOLLAR_CAP})+`, 'iu');
// A figure that reads as a market cap without '$' or a label: a capital K/M/B suffix, or a
// decimal before the suffix ('46.0K', '1.2m'). '5m' alone may be minutes, and is not one.
const BARE_CAP = String.raw`(?<![\p{L}\p{N}.,$])(\d+(?:\.\d+)?\s?[KMB]|\d+\.\d+\s?[kmb])${NOT_A_WORD}`;
// A move between two figures, without '$': 'From 46.0K ↗️ 94.7K', '22k ➜ 165k'. The arrow makes
// each a value of one thing that moved, so a whole figure in small letters is one here, though
// '5m' alone may be minutes. A word for now may follow the arrow, as in a dollar chain: '96K at
// call → now 1.3M'.
const MOVED_CAP = String.raw`(?<![\p{L}\p{N}.,$])(\d+(?:\.\d+)?\s?[KMBkmb])${NOT_A_WORD}`;
const BARE_CHAIN = new RegExp(`${MOVED_CAP}(?:${ARROW}${NOW_AFTER_ARROW}${MOVED_CAP})+`, 'u');
// A move between figures in unit words, a word for now after the arrow: Thai 'ตอนเรียก: 8.6
// หมื่นดอลลาร์ ➜ ตอนนี้: 2.6 แสนดอลลาร์' (at the call … now …), '1,2 triệu → hiện tại 3,4 triệu'.
const UNIT_CAP = String.raw`(?<![\p{L}\p{N}.,$])${NUMBER}\s?(?:${UNIT_WORDS})${NOT_A_WORD}`;
const UNIT_CHAIN = new RegExp(`${UNIT_CAP}(?:${CURRENCY_AFTER}${ARROW}${NOW_AFTER_ARROW}${UNIT_CAP})+`, 'iu');
// 'Now: $33.3K' on a line of its own, under 'Called at: $16.5K': the current value of a gain,
// with '$' or a K/M/B suffix or unit word so a count ('Now: 300 holders') is not one; another
// word for now before its colon with a suffix or unit word, as '$' alone may be a price there
// ('Acum: 1,35 mil. $', 'Τώρα: 1,8 εκατ. $'; not 'Current: $0.0000128'). Or the figure a word
// for now names among others on a line, each read by its word: 'ATH $890K | Entry $120K | Now
// $640K', 'Peak 2.2M · Call 310K · Current 1.05M', 'Low $40K | High $275K | Last $198K'; the
// figure ends its field there.
const NOW_FIGURE = String.raw`\s*:?\s*(?:\$\s?(\d[\d,]*(?:\.\d+)?)\s?${SUFFIX}|(\d[\d,]*(?:\.\d+)?)\s?${SUFFIX_WORD})(?![\p{L}\p{N}])`;
const SCALED_NOW_FIGURE = String.raw`\s*:\s*\$?\s?(\d[\d,]*(?:\.\d+)?)\s?${SUFFIX_WORD}(?![\p{L}\p{N}])`;
const NOW_LINE = new RegExp(String.raw`^[^\p{L}\p{N}\n]*(?:now${NOW_FIGURE}|(?:${NOW_WORDS})${SCALED_NOW_FIGURE})`, 'imu');
const NOW_IN_FIGURES = new RegExp(
  String.raw`(?<=[|·•⋅∙,;]\s*)(?:now|current|last|latest)${NOW_FIGURE}(?=[\s\p{Extended_Pictographic}\uFE0F]*(?:$|[|·•⋅∙,;(]))`,
  'imu',
);
// A price times the supply: '$0.00012 × 1B supply' is a market cap of $120K.
const PRICE_TIMES_SUPPLY = new RegExp(
  String.raw`\$\s?(\d+(?:\.\d+)?)\s*[×x*]\s*(\d+(?:\.\d+)?)\s?(${SUFFIX_WORDS})?\s+(?:total\s+)?supply(?![\p{L}\p{N}])`,
  'iu',
);
// A figure with a K/M/B suffix opening a line of a sentence: '448k, 2x up from my entry'. A
// caller writes the market cap first; other figures (volume, liquidity) come with their label.
// Chat puts it after 'at' as well: '$CTURT at 18k rn', 'sitting at 67k', 'sitting 2.6m now'; an
// emoji may close the line ('sitting at 67k 🔥'), a word of guessing come before it ('at about 310k').
// A bot's row may open with it, its other fields after a bullet: ' ├ $57.1K • Age: 20m' under a
// listing notice's headline.
const FIGURE_IN_SENTENCE =
  /(?<lead>^[^\p{L}\p{N}$\n]*|(?<![\p{L}\p{N}])(?:at|@|sitting)\s*(?:(?:about|around)\s+|~\s*)?)\$?(\d+(?:\.\d+)?)\s?([kmb])(?=,|[\s\p{Extended_Pictographic}\uFE0F]*$|\s+(?:and|now|rn|atm|up|down)\b|\s[•·⋅|]\s)/gimu;
// What follows a whole figure in 'm' that makes it millions, not minutes: a gain or a word for now.
const MILLIONS_AFTER = /^(?:,\s*\d+(?:\.\d+)?x(?![\p{L}\p{N}])|\s+(?:now|rn|atm|up|down)\b)/iu;
// Words before such a figure that make it another one: what was paid, or a figure of its own kind.
const NOT_CURRENT_CAP_BEFORE =
  /(?<![\p{L}\p{N}])(?:bought|buy|entered|aped|sold|liq\p{L}*|vol\p{L}*|holders?|price|supply)(?![\p{L}\p{N}])/iu;

/**
 * The largest market cap taken as real, in US dollars: ten times the largest company on earth.
 * Anything above (a 320-digit figure, which is Infinity to JavaScript, or a bot's typo) is a
 * figure no token has, and would become its ATH for good; it is read as no market cap at all.
 */
export const MAX_MARKET_CAP_USD = 10e12;

/**
 * A market cap as the screens, the token fold and PostgreSQL take it: a finite, non-negative
 * and plausible number of dollars; anything else is absent (null), never stored.
 */
export function plausibleMarketCap(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_MARKET_CAP_USD ? value : null;
}

/** Dollars to the cent, so 24.1 × 1000 is 24100 and not 24100.000000000004; null when implausible. */
function toDollars(digits: string, suffix: string | undefined): number | null {
  const multiplier = suffix ? (AMOUNT_SUFFIX_MULTIPLIERS[suffix.toLowerCase()] ?? 1) : 1;
  // includes() first and string replaces: this runs for every figure of every message.
  const hasComma = digits.includes(',');
  const number =
    hasComma && DECIMAL_COMMA.test(digits)
      ? digits.replace(',', '.')
      : suffix === undefined && digits.includes('.') && DOT_GROUPS.test(digits)
        ? digits.replaceAll('.', '')
        : hasComma
          ? digits.replaceAll(',', '')
          : digits;
  return plausibleMarketCap(Math.round(Number(number) * multiplier * 100) / 100);
}
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const DOT_GROUPS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/** The last amount of a value chain. */
function lastAmount(chain: string): number | null {
  let last: RegExpExecArray | null = null;
  AMOUNT_IN_CHAIN.lastIndex = 0;
  for (let m = AMOUNT_IN_CHAIN.exec(chain); m !== null; m = AMOUNT_IN_CHAIN.exec(chain)) last = m;
  return last?.[1] === undefined ? null : toDollars(last[1], last[2]);
}

interface LabelledValues {
  /** the first value after a label of the current cap (or the latest of a labelled move) */
  current: number | null;
  /** the first value after a 'Call MC' label */
  called: number | null;
}

interface ValueAfterLabel {
  /** the value, or a chain of values */
  chain: string;
  /** what bots put between the label and the value ('MC at call: ') */
  between: string;
}

/** The value (or chain of values) right after a label ending at `at`, past what bots put between. */
function valueAfter(text: string, at: number): ValueAfterLabel | undefined {
  LABEL_TO_VALUE.lastIndex = at;
  const between = LABEL_TO_VALUE.exec(text)?.[0] ?? '';
  VALUE_CHAIN.lastIndex = at + between.length;
  const chain = VALUE_CHAIN.exec(text)?.[0];
  return chain === undefined ? undefined : { chain, between };
}

/** The values after the market-cap labels, English first, skipping labels of past or peak values. */
function labelledValues(text: string): LabelledValues {
  const english = valuesAfter(LABEL, text);
  if (english.current !== null) return english;
  const foreign = valuesAfter(FOREIGN_LABEL, text);
  return { current: foreign.current, called: english.called ?? foreign.called };
}

// The current value in brackets after an older one: 'at $1.02M mc (now $884K)', 'MC: $48K (current: $61K)'.
const NOW_IN_BRACKETS = new RegExp(String.raw`\s*\(\s*(?:${NOW_WORDS})\s*:?\s*${AMOUNT}\s*\)`, 'iuy');

/** The value a word for now names in brackets at `at`, right after another value. */
function nowInBracketsAt(text: string, at: number): number | null {
  if (text.charCodeAt(at) !== 0x28 && text.charCodeAt(at + 1) !== 0x28) return null;
  NOW_IN_BRACKETS.lastIndex = at;
  const match = NOW_IN_BRACKETS.exec(text);
  return match?.[1] === undefined ? null : toDollars(match[1], match[2]);
}

// Another currency after the value: 'MC: 420 SOL' states no market cap in dollars.
const OTHER_CURRENCY_AFTER = /^\s?(?:sol|wsol|◎|bnb|eth)(?![\p{L}\p{N}])/iu;
// Unless its worth in dollars follows in brackets: 'MC: 1,041 SOL (≈ $163.4K)' is $163.4K.
const DOLLARS_AFTER_OTHER_CURRENCY = new RegExp(
  String.raw`\s?(?:sol|wsol|◎|bnb|eth)\s*\(\s*(?:≈|~|about|approx\.?)?\s*\$\s?${NUMBER}\s?${SUFFIX}${NOT_A_WORD}\s*\)`,
  'iuy',
);

/** The dollars a cap in another currency is worth, in brackets after it; null when it gives none. */
function dollarsAfterOtherCurrency(text: string, at: number): number | null {
  DOLLARS_AFTER_OTHER_CURRENCY.lastIndex = at;
  const match = DOLLARS_AFTER_OTHER_CURRENCY.exec(text);
  return match?.[1] === undefined ? null : toDollars(match[1], match[2]);
}

function valuesAfter(labels: RegExp, text: string): LabelledValues {
  let called: number | null = null;
  // The fully diluted value stands for the market cap only where no market-cap label gives one:
  // 'FDV: $91K | MC: $88K' is 88K.
  let diluted: number | null = null;
  // A value of a moment ('MC at payment: $31.4K', 'Market cap at migration: $48K') stands for the
  // current one only where no label gives that: a later 'MC now: $38.9K' is.
  let atMoment: number | null = null;
  // An exec loop, not matchAll: every message is read for labels.
  labels.lastIndex = 0;
  for (let label = labels.exec(text); label !== null; label = labels.exec(text)) {
    const found = valueAfter(text, label.index + label[0].length);
    if (found === undefined) continue;
    const { chain } = found;
    const end = label.index + label[0].length + found.between.length + chain.length;
    // A cap in SOL alone gives no dollar figure; beside its worth in dollars, that is the value.
    const inOtherCurrency = OTHER_CURRENCY_AFTER.test(text.slice(end, end + 6));
    const inDollars = inOtherCurrency ? dollarsAfterOtherCurrency(text, end) : null;
    if (inOtherCurrency && inDollars === null) continue;
    const value = (): number | null => inDollars ?? lastAmount(chain);
    const lineStart = text.lastIndexOf('\n', label.index) + 1;
    // What qualifies the value: the words before the label on its line, or the moment after it.
    const before = text.slice(lineStart, label.index);
    const moment = MOMENT_WORD.exec(found.between)?.groups?.moment ?? '';
    const isCall = CALL_QUALIFIER.test(before) || CALL_QUALIFIER.test(moment);
    const past = PAST_QUALIFIER.test(before) || PAST_QUALIFIER.test(moment) || PAST_AFTER_LABEL.test(found.between);
    const current = HAS_ARROW.test(chain) || !(isCall || past);
    const now = nowInBracketsAt(text, end);
    if (now !== null) return { current: now, called };
    if (!current) {
      if (isCall) called ??= value();
    } else if (isDiluted(label[0])) diluted ??= value();
    else if (moment !== '' && !HAS_ARROW.test(chain)) atMoment ??= value();
    else return { current: value(), called };
  }
  return { current: atMoment ?? diluted, called };
}

const isDiluted = (label: string): boolean => /^fdv/i.test(label);

/** The clause of the text that ends at `position`: from the last comma, bar or line break. */
function clauseBefore(text: string, position: number): string {
  const before = text.slice(Math.max(0, position - 80), position);
  let start = 0;
  for (const separator of before.matchAll(CLAUSE_BREAK)) start = separator.index + 1;
  return before.slice(start);
}

/**
 * The first value written before its label that is not a past one ('Called at $22.1K MC'), or the
 * current one in brackets after it ('at $1.02M mc (now $884K)').
 */
function valueBeforeLabel(text: string): number | null {
  let traded: number | null = null;
  for (const match of text.matchAll(VALUE_BEFORE_LABEL)) {
    const now = nowInBracketsAt(text, match.index + match[0].length);
    if (now !== null) return now;
    const clause = match[1] === undefined ? '' : clauseBefore(text, match.index);
    if (match[1] === undefined || PAST_BEFORE_VALUE.test(clause)) continue;
    if (!TRADE_BEFORE_VALUE.test(clause)) return toDollars(match[1], match[2]);
    traded ??= toDollars(match[1], match[2]);
  }
  return traded;
}

function dollarChainValue(text: string): number | null {
  const chain = (DOLLAR_CHAIN.exec(text) ?? BARE_CHAIN.exec(text) ?? UNIT_CHAIN.exec(text))?.[0];
  return chain === undefined ? null : lastAmount(chain);
}

function nowLineValue(text: string): number | null {
  const match = NOW_LINE.exec(text) ?? NOW_IN_FIGURES.exec(text);
  if (match === null) return null;
  const digits = match[1] ?? match[3] ?? match[5];
  return digits === undefined ? null : toDollars(digits, match[2] ?? match[4] ?? match[6]);
}

function priceTimesSupply(text: string): number | null {
  const match = PRICE_TIMES_SUPPLY.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  const supply = toDollars(match[2], match[3]);
  return supply === null ? null : plausibleMarketCap(Math.round(Number(match[1]) * supply * 100) / 100);
}

// A line of a label the reader does not know and a dollar figure with a K/M/B suffix: 'የገበያ ዋጋ:
// $92.6K' (Amharic: the market value). The label is the line's words before its colon.
const LABELLED_DOLLAR_FIGURE =
  /^[^\p{L}\p{N}\n]*(?<label>[^\n:：$]{1,40}?)\s*[:：]\s*\$\s?(?<digits>\d+(?:\.\d+)?)\s?(?<suffix>[kmb])(?![\p{L}\p{N}])/imu;
const DOLLAR_FIGURES = /\$\s?\d/g;
const SCALED_FIGURES = /\d\s?[kmb](?![\p{L}\p{N}])/giu;
// The labels of figures that are no current market cap, in the languages the reader knows them in.
const OTHER_FIGURE_LABEL =
  /(?<![\p{L}\p{N}])(?:spent|amount|size|cost|paid|profit|pnl|gain|loss|target|tp|sl|raised|goal|ath|peak|high|low|entry|call(?:ed)?|fdv|wallet|balance|holdings?|dev|fees?|tax|rewards?|prize|pool)(?![\p{L}\p{N}])/iu;

/**
 * The message's only dollar figure, under a label the reader does not know ('የገበያ ዋጋ: $92.6K'):
 * a bot writes the market cap as its headline figure, so one figure alone, labelled in a language
 * whose words for it are not in the lists, is that. Not when the label is one of another figure
 * (liquidity, volume, price, an entry, a target), nor when the message has any other dollar figure
 * or figure with a K/M/B suffix (which of them is the cap is then the label's to say).
 */
function loneLabelledFigure(text: string): number | null {
  if (!text.includes('$')) return null;
  const match = LABELLED_DOLLAR_FIGURE.exec(text)?.groups;
  if (match?.label === undefined || match.digits === undefined || !isOnlyFigure(text)) return null;
  const { label } = match;
  if (NOT_CURRENT_CAP_BEFORE.test(label) || OTHER_FIGURE_LABEL.test(label) || PAST_QUALIFIER.test(label) || CALL_QUALIFIER.test(label))
    return null;
  return toDollars(match.digits, match.suffix);
}

const isOnlyFigure = (text: string): boolean =>
  (text.match(DOLLAR_FIGURES)?.length ?? 0) === 1 && (text.match(SCALED_FIGURES)?.length ?? 0) === 1;

// A figure a word for now follows, in a sentence of several: 'at 90k you're watching it do 1.4m
// right now' is 1.4M.
const FIGURE_BEFORE_NOW = /(?<![\p{L}\p{N}.,])\$?(\d+(?:\.\d+)?)\s?([kmb])\s+(?:right\s+now|now|rn|atm)(?![\p{L}\p{N}])/giu;

/** The one figure a word for now follows, unless it is a past one or another kind ('bought 2m rn'). */
function figureBeforeNow(text: string): number | null {
  let found: number | null = null;
  for (const match of text.matchAll(FIGURE_BEFORE_NOW)) {
    const [, digits, suffix] = match;
    const before = clauseBefore(text, match.index);
    if (digits === undefined || PAST_BEFORE_VALUE.test(before) || NOT_CURRENT_CAP_BEFORE.test(before)) continue;
    if (found !== null) return null;
    found = toDollars(digits, suffix);
  }
  return found;
}

/**
 * The one figure of a sentence: opening a line ('448k, 2x up') or after 'at' ('$CTURT at 18k rn'),
 * not a past one or another kind of figure ('bought at 18k', 'liq at 20k'); none when two are
 * written so (a list of figures).
 */
function figureInSentence(text: string): number | null {
  let found: number | null = null;
  for (const match of text.matchAll(FIGURE_IN_SENTENCE)) {
    const [, lead = '', digits, suffix] = match;
    // '5m' may be minutes; '5.2m' and '5M' are not, nor '2m' before a gain ('2m, 4x up') or a
    // word for now ('2m rn').
    if (
      digits === undefined ||
      (suffix === 'm' && !digits.includes('.') && !MILLIONS_AFTER.test(text.slice(match.index + match[0].length)))
    )
      continue;
    const before = clauseBefore(text, match.index) + lead;
    if (lead.trim() !== '' && (PAST_BEFORE_VALUE.test(before) || NOT_CURRENT_CAP_BEFORE.test(before))) continue;
    if (found !== null) return null;
    found = toDollars(digits, suffix);
  }
  return found;
}

/**
 * The CURRENT market cap a message states: the value after its market-cap label
 * ('MC: $51.2K • 🔝 $60K' is 51.2K, the 🔝 value being the peak), the latest of a history
 * ('Call MC → Now: $19.7K → $57.3K'), else a value written before the label ('at 12.5K mc'),
 * else the latest of an unlabelled move ('$98K → $402K', 'From 46.0K ↗️ 94.7K'), else a 'Now:'
 * line (under 'MC at call: $25K' too), else the call's cap when the others are older ('Initial
 * MC: $10K | Call MC: $25K'), else the one figure opening a line of a sentence or after 'at'
 * ('448k, 2x up', 'at 18k rn'). Null when the message names none.
 */
export function findMarketCap(text: string): number | null {
  return marketCapInPlainText(toPlainText(text));
}

/** findMarketCap on the visible text (toPlainText) of a message. */
export function marketCapInPlainText(text: string): number | null {
  // A relayed JSON object or logfmt line is read by its fields, each a labelled line.
  const plain = withoutEmphasisMarks(withStructuredFields(text) ?? text);
  const found = marketCapInText(plain);
  if (found !== null) return found;
  // Figures in other forms (other scripts' digits, Indian grouping, lakh, 'אלף', English number
  // words) are read again in plain ones, only where none were read: most messages need no
  // second pass, and most of the rest hold none of those forms.
  const plainFigures = withPlainFigures(plain);
  return plainFigures === null ? null : marketCapInText(plainFigures);
}

// Markdown a relay left unrendered around figures: '**96K**', '→ __now 1.3M__', '~~$80K~~',
// backticks. The marks split a figure from its label or arrow; the words between them stay.
const EMPHASIS_MARKS = /(\*\*|__|~~|`)([^\n]*?)\1/g;
const MAY_HAVE_EMPHASIS = /\*\*|__|~~|`/;

function withoutEmphasisMarks(text: string): string {
  return MAY_HAVE_EMPHASIS.test(text) ? text.replace(EMPHASIS_MARKS, '$2') : text;
}

function marketCapInText(plain: string): number | null {
  const entry = rankedNewEntry(plain);
  return (entry === null ? null : (marketCapOfText(entry) ?? onlyBareFigure(entry))) ?? marketCapOfText(plain);
}

// A figure of a ranking's row: '4. 🆕 Glow Worm (GLOW) · 64.0K'.
const BARE_FIGURE = new RegExp(BARE_CAP, 'gu');

/** The one figure with a K/M/B suffix in the text, else none. */
function onlyBareFigure(text: string): number | null {
  const figures = [...text.matchAll(BARE_FIGURE)];
  const digits = figures.length === 1 ? figures[0]?.[1] : undefined;
  return digits === undefined ? null : (wholeAmount(digits.replace(/\s/g, '')) ?? null);
}

function marketCapOfText(plain: string): number | null {
  const labelled = labelledValues(plain);
  return (
    labelled.current ??
    tableMarketCap(plain) ??
    valueBeforeLabel(plain) ??
    dollarChainValue(plain) ??
    nowLineValue(plain) ??
    labelled.called ??
    priceTimesSupply(plain) ??
    figureInSentence(plain) ??
    figureBeforeNow(plain) ??
    loneLabelledFigure(plain)
  );
}

// A monospace table's market-cap column: 'MCAP' above '1.84M'. The fully diluted value stands for
// it only where the table has no market-cap column.
const TABLE_MARKET_CAP_HEADERS = ['mcap', 'mc', 'market cap', 'marketcap', 'mkt cap', 'fdv'];
const TABLE_MARKET_CAP_COLUMN = headerCell(TABLE_MARKET_CAP_HEADERS);

function tableMarketCap(plain: string): number | null {
  const value = tableValue(firstTableRow(plain, TABLE_MARKET_CAP_COLUMN), TABLE_MARKET_CAP_HEADERS);
  return value === null ? null : (wholeAmount(value) ?? null);
}

/**
 * A text that is one figure ('$1.2M', '45.3K', '1,234,567') as dollars (null when implausible);
 * undefined when the text is more than a figure.
 */
function wholeAmount(value: string): number | null | undefined {
  const whole = WHOLE_AMOUNT.exec(value.replace(/[$,\s]/g, ''));
  return whole?.[1] === undefined ? undefined : toDollars(whole[1], whole[2]);
}

/**
 * A market cap from a stored value: a number, or text such as '$1.2M',
 * '45.3K', '1,234,567', or a phrase like 'MC: $51.2K' / 'Marketcap: 1.2M'. Null when nothing
 * can be read, so the screens show '-'.
 */
export function parseMarketCap(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return plausibleMarketCap(value);
  if (typeof value !== 'string') return null;
  const whole = wholeAmount(value);
  return whole === undefined ? findMarketCap(value) : whole;
}
