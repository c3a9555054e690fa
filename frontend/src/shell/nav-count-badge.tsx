import type { NavCount } from './nav-counts';
import './nav-count-badge.css';

/** A count beside a nav link: '–' while loading, '!' with the reason when it failed. */
export function NavCountBadge({ count, testId }: { count: NavCount; testId?: string }) {
  const text = count.value ?? (count.error ? '!' : '–');
  return (
    <span
      className={`nav-count ${count.error && count.value === undefined ? 'nav-count--error' : ''}`}
      data-testid={testId}
      title={count.error}
    >
      {typeof text === 'number' ? text.toLocaleString('en-US') : text}
    </span>
  );
}
