import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface Tab<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

interface Props<V extends string> {
  tabs: readonly Tab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** accessible name of the tab list */
  label: string;
}

/** Tabs (Radix Tabs): an underlined tab row that wraps on a narrow screen, so that no tab is cut off out of sight. */
export function Tabs<V extends string>({ tabs, value, onChange, label }: Props<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as V)}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px inline-flex shrink-0 cursor-pointer items-center gap-1.5 border-0 border-b-2 border-solid border-transparent bg-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-muted outline-none hover:text-text focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:border-accent data-[state=active]:text-text"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-4 outline-none">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
