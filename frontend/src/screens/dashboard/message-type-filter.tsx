import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MessageTypeStats } from '@solana-hub/contracts';
import { ChevronDown, ListFilter } from 'lucide-react';
import { CheckMark, filterItemClass, filterTriggerClass, keepMenuOpen } from './filter-menu';
import { groupTokenCount, toggleMessageType, toggleMessageTypeGroup, type MessageTypeGroup } from '../../tokens/message-type-groups';

interface Props {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The types offered, under their labels (messageTypeGroups). */
  groups: readonly MessageTypeGroup[];
  /** Tokens per message type; undefined while loading. */
  stats: MessageTypeStats | undefined;
}

/** Multi-select of message types, grouped under the filter's labels, with each type's token count. */
export function MessageTypeFilter({ selected, onChange, groups, stats = {} }: Props) {
  const label = selected.length === 0 ? 'All Message Types' : `${selected.length} message ${selected.length === 1 ? 'type' : 'types'}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={filterTriggerClass} data-testid="message-type-filter">
        <ListFilter size={15} aria-hidden className={selected.length > 0 ? 'text-accent' : 'text-muted'} />
        {label}
        <ChevronDown size={14} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className="menu max-h-[70vh] w-72 overflow-y-auto">
          {groups.map((group) => {
            const on = group.messageTypes.filter((type) => selected.includes(type)).length;
            const state = on === 0 ? false : on === group.messageTypes.length ? true : 'indeterminate';
            return (
              <DropdownMenu.Group key={group.label} className="py-0.5">
                <DropdownMenu.CheckboxItem
                  checked={state}
                  onCheckedChange={() => onChange(toggleMessageTypeGroup(selected, group))}
                  onSelect={keepMenuOpen}
                  className={`${filterItemClass} font-semibold`}
                >
                  <CheckMark state={state} />
                  <span className="flex-1">{group.label}</span>
                  <span className="text-xs text-muted tabular-nums">{groupTokenCount(group, stats)}</span>
                </DropdownMenu.CheckboxItem>
                {group.messageTypes.map((type) => (
                  <DropdownMenu.CheckboxItem
                    key={type}
                    checked={selected.includes(type)}
                    onCheckedChange={() => onChange(toggleMessageType(selected, type))}
                    onSelect={keepMenuOpen}
                    className={`${filterItemClass} pl-7`}
                    data-testid={`message-type-option-${type}`}
                  >
                    <CheckMark state={selected.includes(type)} />
                    <span className="flex-1 font-mono text-xs">{type}</span>
                    <span className="text-xs text-muted tabular-nums">{stats[type] ?? 0}</span>
                  </DropdownMenu.CheckboxItem>
                ))}
              </DropdownMenu.Group>
            );
          })}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item
            disabled={selected.length === 0}
            onSelect={() => onChange([])}
            className={`${filterItemClass} data-[disabled]:opacity-50`}
          >
            Show all message types
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
