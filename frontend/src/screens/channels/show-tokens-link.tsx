import { LayoutList } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardCalledBy } from '../dashboard/dashboard-view';

/** The dashboard, showing only the tokens this chat called (inside a row or card that opens the chat's calls). */
export function ShowTokensLink({ chatId }: { chatId: string }) {
  return (
    <Link
      to={dashboardCalledBy(chatId)}
      className="inline-flex items-center gap-1 text-sm whitespace-nowrap"
      title="The dashboard, showing only the tokens this chat called"
      data-testid="channel-show-tokens"
      onClick={(event) => event.stopPropagation()}
    >
      <LayoutList size={14} aria-hidden /> Show tokens
    </Link>
  );
}
