import { Bot, BotMessageSquare, ChartCandlestick, ChartLine, Layers, Search, Zap, type LucideIcon } from 'lucide-react';
import { researchLinks, type ResearchSite } from '../../tokens/research-links';
import type { Token } from '@solana-hub/contracts';

const icons: Readonly<Record<ResearchSite, LucideIcon>> = {
  x: Search,
  gmgn: Zap,
  dexscreener: ChartCandlestick,
  birdeye: ChartLine,
  trenchbot: Layers,
  trojan: Bot,
  maestro: BotMessageSquare,
};

const linkClass =
  'inline-grid size-7 place-items-center rounded-card border border-border bg-raised text-muted no-underline hover:border-accent hover:text-text';

/** The token's outbound research links as a row of icon buttons (each opens a new tab). */
export function ResearchLinkIcons({ token }: { token: Pick<Token, 'token_address' | 'chain'> }) {
  return (
    <nav className="flex flex-wrap gap-1" aria-label="Research links" data-testid="research-links">
      {researchLinks(token).map((link) => {
        const Icon = icons[link.site];
        return (
          <a
            key={link.url}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            title={link.label}
            aria-label={link.label}
          >
            <Icon size={14} aria-hidden />
          </a>
        );
      })}
    </nav>
  );
}
