import { Archive, BellRing, Coins, LayoutTemplate, MessagesSquare, RadioTower, Trophy, type LucideIcon } from 'lucide-react';
import { paths } from '../app/paths';
import type { NavCounts } from './nav-counts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Which count the link carries, if any. */
  count?: keyof NavCounts;
  /** Highlighted only on this exact path (the dashboard is the prefix of every path). */
  end?: boolean;
  /**
   * In the bar, its icon alone below 1440 px (the name stays its accessible name and tooltip):
   * set for the later screens (Templates, Channels, Rules, Sources), so that every link fits one bar from 1280 px.
   */
  iconInNarrowBar?: boolean;
}

/** The screens the navigation bar links to, in its order. */
export const navItems: readonly NavItem[] = [
  { to: paths.dashboard, label: 'Tokens', icon: Coins, count: 'tokens', end: true },
  { to: paths.messages, label: 'Message Traces', icon: MessagesSquare },
  { to: paths.archived, label: 'Archived', icon: Archive, count: 'archived' },
  // Which channels are worth following.
  { to: paths.channels, label: 'Channels', icon: Trophy, iconInNarrowBar: true },
  { to: paths.templates, label: 'Templates', icon: LayoutTemplate, iconInNarrowBar: true },
  // What the trader wants to be told about.
  { to: paths.rules, label: 'Rules', icon: BellRing, iconInNarrowBar: true },
  // Where the messages come from.
  { to: paths.sources, label: 'Sources', icon: RadioTower, iconInNarrowBar: true },
];

/** The external Ethereum hub site the mobile menu links to. */
export const ethereumHubUrl = 'https://ethereum.org/en/';
