import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link2 } from 'lucide-react';
import { useLinkSites } from '../tokens/link-sites-setting';
import { LINK_SITES, linkSiteLabel, toggleLinkSite } from '../tokens/research-links';
import { CheckMark, keepMenuOpen } from '../screens/dashboard/filter-menu';
import { NavMenu } from './nav-menu';

/** Which sites the links bars show, chosen once for every screen and kept in this browser. */
export function LinksSettingsMenu() {
  const { shown, setShown } = useLinkSites();
  return (
    <NavMenu label="Links bar settings" icon={<Link2 size={18} aria-hidden />} testId="links-settings">
      <DropdownMenu.Label className="menu__summary">Links bar shows</DropdownMenu.Label>
      {LINK_SITES.map((site) => (
        <DropdownMenu.CheckboxItem
          key={site}
          className="menu__item"
          checked={shown.includes(site)}
          onSelect={keepMenuOpen}
          onCheckedChange={() => setShown(toggleLinkSite(shown, site))}
          data-testid={`link-site-${site}`}
        >
          <CheckMark state={shown.includes(site)} />
          <span className="flex-1">{linkSiteLabel(site)}</span>
        </DropdownMenu.CheckboxItem>
      ))}
    </NavMenu>
  );
}
