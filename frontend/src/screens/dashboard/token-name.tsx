import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MessageCountBadge } from './message-count-badge';

interface Props {
  address: string;
  name: string;
  messageCount: number;
  /** Tags shown on a line of their own under the name (the pump.fun tag on a card), so they never squeeze it. */
  children?: ReactNode;
}

/** The token's name, leading to its message history, with its message count; a long name wraps to a second line before it is cut. */
export function TokenName({ address, name, messageCount, children }: Props) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex min-w-0 items-start gap-2">
        <Link
          to={paths.history(address)}
          className="line-clamp-2 font-semibold break-words text-text no-underline hover:text-accent-strong"
          title={name}
        >
          {name}
        </Link>
        <MessageCountBadge count={messageCount} />
      </div>
      {children ? <div className="flex flex-wrap items-center gap-1.5">{children}</div> : null}
    </div>
  );
}

export function PumpfunTag({ className = '' }: { className?: string }) {
  return <span className={`tag tag--green ${className}`}>pump.fun</span>;
}
