import { useSyncExternalStore } from 'react';
import { browserStorage, createStoredSetting } from '../shell/stored-setting';
import { parseLinkSites, type LinkSite } from './research-links';

/** Where the links bar's choice of sites is kept. */
export const LINK_SITES_STORAGE_KEY = 'solana-hub.link-sites';

const linkSites = createStoredSetting<readonly LinkSite[]>(LINK_SITES_STORAGE_KEY, parseLinkSites, browserStorage());

/** The sites every links bar shows, and the setter of the settings menu; the choice survives a reload. */
export function useLinkSites(): { shown: readonly LinkSite[]; setShown: (sites: readonly LinkSite[]) => void } {
  const shown = useSyncExternalStore(linkSites.subscribe, linkSites.get);
  return { shown, setShown: linkSites.set };
}
