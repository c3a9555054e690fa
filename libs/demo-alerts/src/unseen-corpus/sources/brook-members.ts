/**
 * Members of the Brook calls group posting a token: usually the bare address, sometimes with a
 * word or two. No name, symbol or market cap; the address is the whole alert.
 */
import type { UnseenCase } from '../unseen-case.js';
import { exported } from './brook-export.js';

const post = (at: string, text: string, address: string | null): UnseenCase =>
  exported('Brook members', at, {}, () => ({
    text,
    links: [],
    expected: address?.startsWith('0x') === true ? { address, chain: 'evm' } : { address },
    classes: [],
  }));

export const brookMembers: UnseenCase[] = [
  post(
    'message100097',
    'jDsqgZAcYChdxcG1vfpCN8WNiyWyFDWxi8x6M6Jpump bought this first ever dog captain on a cruise',
    'jDsqgZAcYChdxcG1vfpCN8WNiyWyFDWxi8x6M6Jpump',
  ),
  post('message100105', 'AJeaxsMfjc6hUDW6WTeDPVxQQiKnp6gdLTwr9uXwpump  SCAN', 'AJeaxsMfjc6hUDW6WTeDPVxQQiKnp6gdLTwr9uXwpump'),
  post('message100108', 'CWZMXMqoFBQQK4APGH2ynnG4PmccKqsojQ77AURBo9hb', 'CWZMXMqoFBQQK4APGH2ynnG4PmccKqsojQ77AURBo9hb'),
  post('message100111', '4JuJQ3hoFubomKJLFn4CzYcYRefuLkN5wgPfanszpump', '4JuJQ3hoFubomKJLFn4CzYcYRefuLkN5wgPfanszpump'),
  post('message100148', '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump SCAN', '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump'),
  post('message100153', '/th 8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump', '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump'),
  post('message100158', 'FLn5uGse84BS7R5eyN2wCd8agpGyzNBLS233HhUvpump\n\nJust scan', 'FLn5uGse84BS7R5eyN2wCd8agpGyzNBLS233HhUvpump'),
  post('messages20.html#message120035', '/pnl CSkUDD2WxTCmBFSuYVeBu8gR7ntTMJh8tEapGBskpump', 'CSkUDD2WxTCmBFSuYVeBu8gR7ntTMJh8tEapGBskpump'),
  post('messages20.html#message120041', 'Ewp8X3YBqAsmjg8sJUBnRaNGfFdoLifU1Udfvh7zpump', 'Ewp8X3YBqAsmjg8sJUBnRaNGfFdoLifU1Udfvh7zpump'),
  post('messages40.html#message141242', 'BnszRWbs9LxSzsCUUS57HMTNNtyDHFsnmZ1mVhAYdaos', 'BnszRWbs9LxSzsCUUS57HMTNNtyDHFsnmZ1mVhAYdaos'),
  post('message100161', '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump  SCAN', '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump'),
  post('message100164', '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump', '8PfwXcveRhms24ehdTyEusV8rfBqrUaCvsrxvLL3pump'),
  post('messages30.html#message130650', 'GNeXbKnKuVRL6nYQP59GHXcsBjL5pR4b2tM3zVYVpump', 'GNeXbKnKuVRL6nYQP59GHXcsBjL5pR4b2tM3zVYVpump'),
  post('message100170', '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump', '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump'),
  post('message100179', '/th 5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump', '5QLPSUx3CMkzwHZtSV8EvPZVAbokP3my1SXt35RYpump'),
  post('message100183', 'CqYM3eUQnppnQtPNcHWYdN9tgb5ePnuBpSxkiFDupump', 'CqYM3eUQnppnQtPNcHWYdN9tgb5ePnuBpSxkiFDupump'),
  post('message100186', 'aped this\n7f5Y8xkMCc1etvkfNUQ7mu7KqT5J984sWmPdEji7zGvm', '7f5Y8xkMCc1etvkfNUQ7mu7KqT5J984sWmPdEji7zGvm'),
  post('message100189', 'v958suXoXwHXCToZJyHxfGkYC3vuWMQ6nDyLfmKpump', 'v958suXoXwHXCToZJyHxfGkYC3vuWMQ6nDyLfmKpump'),
  post('message100193', 'HEN35fFZoUc6HR6QDxVLaJ2xaQrHVz2a2gmdn1g8pump  SCAN', 'HEN35fFZoUc6HR6QDxVLaJ2xaQrHVz2a2gmdn1g8pump'),
  post('messages10.html#message109602', 'Aped here 1 solami 5tjp2pGPAqRWFvWJgXZ8WuYASzbW5dyT8A3GUd1kpump', '5tjp2pGPAqRWFvWJgXZ8WuYASzbW5dyT8A3GUd1kpump'),
  post('messages10.html#message109607', '9FS4oXuddSBAF8qm3ThA4YT2ABtKdcNTRXKTLfBDpump', '9FS4oXuddSBAF8qm3ThA4YT2ABtKdcNTRXKTLfBDpump'),
  post('messages15.html#message114857', 'cpZezK7nt1TsDBv5MtxaqJDXgps8tvaoyrTyNK42GFM\n\nJs', 'cpZezK7nt1TsDBv5MtxaqJDXgps8tvaoyrTyNK42GFM'),
  post('messages25.html#message125317', 'BZb61Ad2PPogyY8GsMFjv8NFCXkTnjJFGAMvtnWUpump', 'BZb61Ad2PPogyY8GsMFjv8NFCXkTnjJFGAMvtnWUpump'),
  post('messages15.html#message114852', 'OG 𝕏 on eth\n\n0x78DC5d727bE208643943d99143D0bE1e481AcB51', '0x78DC5d727bE208643943d99143D0bE1e481AcB51'),
  post('messages5.html#message104458', '5wbsQ6KUFn7fmaQWLy9kRaf1TKAPLknXYhbPYnKypump', '5wbsQ6KUFn7fmaQWLy9kRaf1TKAPLknXYhbPYnKypump'),
  post('messages35.html#message135845', 'Ey3fqTdSfQHGNqhcp5L11qSXT7QS69Lg6bqcNyPypump', 'Ey3fqTdSfQHGNqhcp5L11qSXT7QS69Lg6bqcNyPypump'),
  post('message100212', '8o7XxYqYxrnjSZDCsJuUE9Y2XCcdTGyCLKK5JX8Epump SCAN', '8o7XxYqYxrnjSZDCsJuUE9Y2XCcdTGyCLKK5JX8Epump'),
  // A call by ticker alone: the scanners answered with the coin, the message itself names no address.
  post('message100226', '$MOSS', null),
  post('message100231', '$TRUMPUS', null),
  exported('Brook members', 'message100234', {}, () => ({
    text: 'Dang $1B incoming soon \n\nhttps://x.com/teslaownerssv/status/1874205515166957901?s=46',
    links: ['https://x.com/teslaownerssv/status/1874205515166957901?s=46'],
    expected: { address: null },
    classes: [],
  })),
  post('message100238', '7gthf6MWb7B5kWbWRyHxvVGTF1fAz3xn9rywUWTDpump', '7gthf6MWb7B5kWbWRyHxvVGTF1fAz3xn9rywUWTDpump'),
  post('message100241', '/lb@Phanes_bot', null),
  post(
    'message100245',
    'Happy new year broskis\n\nAs we step into the New Year, let’s embrace the opportunities ahead with hope and optimism. May this year bring you happiness, good health, and success in every endeavor Inshallah. Here’s to making memories, chasing dreams, and sharing laughter. Wishing you a joyful, prosperous, and fulfilling New Year. Cheers to new adventures and a brighter tomorrow! Happy New Year 😊❤️',
    null,
  ),
  post('message100253', '2DU57ngdkLqzoGmfX7cpqDEWbbbmbjUFdGbNNhRsnrvH', '2DU57ngdkLqzoGmfX7cpqDEWbbbmbjUFdGbNNhRsnrvH'),
  post('message100259', 'Gambled, aped dip..\n\nDamn! This ticker pumped hard in just 1 minutes', null),
  // "aped at 15k" is the member's entry, not the token's market cap now: no market cap to find
  exported('Brook members', 'message100260', {}, () => ({
    text: 'Instant 4x since called here.\n\nI got 13x aped at 15k',
    links: [],
    expected: { address: null },
    classes: ['mc-in-sentence', 'mc-lowercase-suffix'],
  })),
  post('message100261', 'BzehoPZm18JVwQP9wsJBzW88FjUwNWJBpj5WG6Hcpump', 'BzehoPZm18JVwQP9wsJBzW88FjUwNWJBpj5WG6Hcpump'),
  post('message100272', 'morning fam', null),
  post('message100274', '48BVWSkY5XxZ9HwaKet2kAYvjP9gPviUmm8Xg2EKCLNx', '48BVWSkY5XxZ9HwaKet2kAYvjP9gPviUmm8Xg2EKCLNx'),
  post('message100277', 'zMrY6PGay9Y5MFTnJyhvF47L2L3BV7MzE7rQyT1pump', 'zMrY6PGay9Y5MFTnJyhvF47L2L3BV7MzE7rQyT1pump'),
  // 38 hex digits: a pair address cut short, no address at all
  post('message100288', '0x1ade95f41f04bd45396b6d7efa9301483f5917', null),
  post('message100290', '$KEKIA', null),
  post('message100296', '/pnl 0x26E550AC11B26f78A04489d5F20f24E3559f7Dd9', '0x26E550AC11B26f78A04489d5F20f24E3559f7Dd9'),
  post('message100306', '/lb 2w', null),
  post('message100308', '8Fr83fou4UxoMprDqDkQeXcKuKHD2HtZaqkSH7Yy3cmu', '8Fr83fou4UxoMprDqDkQeXcKuKHD2HtZaqkSH7Yy3cmu'),
  post('message100311', 'high risk gamble', null),
  post('message100312', '/soc', null),
  post('message100314', '$TRUMPIUS', null),
  post('message100317', '$yok bonded', null),
  exported('Brook members', 'message100320', {}, () => ({
    text: '@Brook_O1 dm',
    links: ['https://t.me/Brook_O1'],
    expected: { address: null },
    classes: [],
  })),
  post('message100324', '6Mk4fCC7NTz1cJfVoRMwzLYEDuKHrMFm64f7hZaWpump', '6Mk4fCC7NTz1cJfVoRMwzLYEDuKHrMFm64f7hZaWpump'),
  post('message100327', 'AzxBWhRa2vTEfUhpZh2YHwDLvaDr9mCabvNU9NHSpump  SCAN', 'AzxBWhRa2vTEfUhpZh2YHwDLvaDr9mCabvNU9NHSpump'),
  post('message100331', 'FaJnYJFthnDGH5cXxmNuaTnPixyUymb8jEuVxmBQpump  SCAN', 'FaJnYJFthnDGH5cXxmNuaTnPixyUymb8jEuVxmBQpump'),
  post('message100334', 'HwM1hCoTdJJRqSKELxtG5VCWezcqnB41jcKaLLLTpump', 'HwM1hCoTdJJRqSKELxtG5VCWezcqnB41jcKaLLLTpump'),
  post('message100337', 'Aped here, nice chart', null),
  post('message100338', 'FaJnYJFthnDGH5cXxmNuaTnPixyUymb8jEuVxmBQpump', 'FaJnYJFthnDGH5cXxmNuaTnPixyUymb8jEuVxmBQpump'),
  post('message100341', 'And this one too, a lot of kek 😂', null),
  post('message100342', 'ACvaq8wqRooDiSdBKCSHPUHTJ7YfpjWfkgNNrgFqpump', 'ACvaq8wqRooDiSdBKCSHPUHTJ7YfpjWfkgNNrgFqpump'),
  post('message100347', 'Aped here, looks good already cto', null),
  post('message100348', '9G4iYLvihCH6NfqYMVstBGTQC1m6aYdxmQ2F72PDpump SCAN', '9G4iYLvihCH6NfqYMVstBGTQC1m6aYdxmQ2F72PDpump'),
  post('message100351', 'FARTCOIN DEV is behind this.', null),
  exported('Brook members', 'message100352', {}, () => ({ text: '@Brook_O1', links: ['https://t.me/Brook_O1'], expected: { address: null }, classes: [] })),
  post('message100353', '96JZuh6TtYK4TV1Tgw15u1T42meUn8zTpehCkJYjpump', '96JZuh6TtYK4TV1Tgw15u1T42meUn8zTpehCkJYjpump'),
  exported('Brook members', 'message100354', {}, () => ({
    text: 'https://web.archive.org/web/20170513182345/http://www.thekeep.org/~kunoichi/kunoichi/themestream/kek.html#.WRdPOBbP1S8',
    links: ['https://web.archive.org/web/20170513182345/http://www.thekeep.org/~kunoichi/kunoichi/themestream/kek.html#.WRdPOBbP1S8'],
    expected: { address: null },
    classes: [],
  })),
  post('message100357', 'DGG5N3epkAju2gfh9m3jxiSzWG9fWJsF7EduNXgdpump  SCAN', 'DGG5N3epkAju2gfh9m3jxiSzWG9fWJsF7EduNXgdpump'),
  // a call forwarded from another channel: its DexScreener link names the pair, not the token
  exported('Brook members', 'message100360', {}, () => ({
    text: 'https://dexscreener.com/ethereum/0x19bd7aa6f80e79cb2de4c009253ee365d8c84d67\n\nhttps://t.me/alexiusportal\n\nAped a bag. Looks like decent floor post launch. 500x boost and just entered Dexs Trending. Maximus Gamblor.',
    links: ['https://dexscreener.com/ethereum/0x19bd7aa6f80e79cb2de4c009253ee365d8c84d67', 'https://t.me/alexiusportal'],
    expected: { address: null },
    classes: [],
  })),
  post('message100362', '9G4iYLvihCH6NfqYMVstBGTQC1m6aYdxmQ2F72PDpump', '9G4iYLvihCH6NfqYMVstBGTQC1m6aYdxmQ2F72PDpump'),
  post('message100365', 'going good', null),
  post('message100366', '/pnl HwM1hCoTdJJRqSKELxtG5VCWezcqnB41jcKaLLLTpump', 'HwM1hCoTdJJRqSKELxtG5VCWezcqnB41jcKaLLLTpump'),
];
