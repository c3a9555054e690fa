import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';
import { NavCountBadge } from './nav-count-badge';
import type { NavCounts } from './nav-counts';
import type { NavItem } from './nav-items';

interface Props extends Omit<ComponentPropsWithRef<typeof NavLink>, 'to' | 'end' | 'className' | 'children'> {
  item: NavItem;
  counts: NavCounts;
  className: string;
  /** Prefix of the count's test id; the bar and the menu each have their own. */
  testIdPrefix: string;
  /** In the bar: the items marked iconInNarrowBar show their icon alone below 1440 px. */
  inBar?: boolean;
}

/**
 * One screen's link with its icon and, where it has one, its count. Other props (a menu item's
 * role, ref and key handling) go through to the link.
 */
export function NavItemLink({ item, counts, className, testIdPrefix, inBar = false, ...linkProps }: Props) {
  const Icon = item.icon;
  const iconOnly = inBar && item.iconInNarrowBar;
  return (
    <NavLink {...linkProps} to={item.to} end={item.end} className={className} title={iconOnly ? item.label : undefined}>
      <Icon size={16} aria-hidden className="shrink-0" />
      <span className={iconOnly ? 'flex-1 max-[1440px]:sr-only' : 'flex-1'}>{item.label}</span>
      {item.count ? <NavCountBadge count={counts[item.count]} testId={`${testIdPrefix}-${item.count}-count`} /> : null}
    </NavLink>
  );
}
