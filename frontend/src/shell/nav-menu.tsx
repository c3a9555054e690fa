import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/**
 * A menu of the navigation bar: an icon button (named `label`, test id `<testId>-trigger`) that
 * opens `children` below it, aligned to its right edge.
 */
export function NavMenu({ label, icon, testId, children }: { label: string; icon: ReactNode; testId: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="icon-button" aria-label={label} data-testid={`${testId}-trigger`}>
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={10} className="menu" data-testid={testId}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
