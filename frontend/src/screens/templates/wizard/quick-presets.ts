/** The Overview tab's quick presets: a template name and its display name in one click. */
export interface QuickPreset {
  name: string;
  displayName: string;
}

export const QUICK_PRESETS: readonly QuickPreset[] = [
  { name: 'volume_alert', displayName: 'Volume Alert' },
  { name: 'insider_activity', displayName: 'Insider Activity' },
  { name: 'new_token', displayName: 'New Token' },
  { name: 'price_alert', displayName: 'Price Alert' },
  { name: 'security_scan', displayName: 'Security Scan' },
  { name: 'whale_activity', displayName: 'Whale Activity' },
  { name: 'custom', displayName: 'Custom' },
];
