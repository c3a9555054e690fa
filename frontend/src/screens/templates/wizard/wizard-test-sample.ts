/** A smart-money alert as a channel sends it, for the wizard's tests. */
export const smartMoneyAlert = [
  '🚨 NEW ALERT 🚨',
  'Goblin Cat ($GOBCAT)',
  'CA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  '🧠 Smart Money: 4 wallets bought',
  '💰 Volume: $12.4K',
  'MC: $24.1K',
].join('\n');
