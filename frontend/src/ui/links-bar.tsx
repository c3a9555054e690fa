import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { tokenDetailQuery } from '../api/token-detail';
import { useLinkSites } from '../tokens/link-sites-setting';
import { isPumpfunToken, linkedToken } from '../tokens/pumpfun';
import { linkedTokenOf, researchLinks, type LinkedToken } from '../tokens/research-links';

/**
 * The token's pages on the sites the trader chose (the links settings menu of the navigation
 * bar), each named and opening in a new tab; the same bar on the dashboard, the history and the
 * analysis page.
 */
export function LinksBar({ token, className = '' }: { token: LinkedToken; className?: string }) {
  const { shown } = useLinkSites();
  const links = researchLinks(token, shown);
  if (links.length === 0) return null;
  return (
    <nav className={`flex flex-wrap gap-1 ${className}`} aria-label="Links" data-testid="links-bar">
      {links.map((link) => (
        <a
          key={link.site}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          data-site={link.site}
          className="inline-flex items-center gap-1 rounded-card border border-border bg-raised px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-muted no-underline hover:border-accent hover:text-text"
        >
          {link.label}
          <ExternalLink size={10} aria-hidden />
        </a>
      ))}
    </nav>
  );
}

/** The links bar of a page about one token, known by its address until the token itself loads (its chain, its launchpad). */
export function AddressLinksBar({ address, className }: { address: string; className?: string }) {
  const { data: token } = useQuery({ ...tokenDetailQuery(address), retry: false });
  return <LinksBar token={token ? linkedToken(token, isPumpfunToken(token)) : linkedTokenOf(address)} className={className} />;
}
