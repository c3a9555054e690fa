import type { ReactNode } from 'react';
import './table-scroll.css';

interface Props {
  /** What the table holds, for the region a screen reader lands in. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways (or down) inside the page when it is wider than the screen:
 * focusable, so a keyboard can scroll it too, and named as a region.
 */
export function TableScroll({ label, className = '', children }: Props) {
  return (
    // A scrollable region must take the keyboard's focus to be scrolled without a mouse.
    <div className={`table-scroll ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
