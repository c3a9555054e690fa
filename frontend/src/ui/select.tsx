import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** Accessible name, also shown above the control when `showLabel` is set. */
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  showLabel?: boolean;
  /** Not choosable; say why in the element `describedBy` names. */
  disabled?: boolean;
  /** id of the text that explains the control (e.g. why it is disabled) */
  describedBy?: string;
  testId?: string;
  className?: string;
}

/** A single-choice dropdown (Radix Select) used by every filter and sort control. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  showLabel = false,
  disabled = false,
  describedBy,
  testId,
  className = '',
}: Props<V>) {
  return (
    <label className={`flex flex-col gap-1 text-sm ${className}`}>
      {showLabel ? <span className="text-muted">{label}</span> : null}
      <RadixSelect.Root value={value} onValueChange={(next) => onChange(next as V)} disabled={disabled}>
        <RadixSelect.Trigger
          aria-label={label}
          aria-describedby={describedBy}
          data-testid={testId}
          className="inline-flex min-w-36 items-center justify-between gap-2 rounded-card border border-border bg-raised px-3 py-1.5 text-text disabled:cursor-not-allowed disabled:opacity-50"
        >
          <RadixSelect.Value />
          <RadixSelect.Icon>
            <ChevronDown size={14} aria-hidden />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-[110] min-w-(--radix-select-trigger-width) overflow-hidden rounded-card border border-border bg-surface text-text shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="flex cursor-pointer select-none items-center justify-between gap-3 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-raised"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <Check size={14} aria-hidden />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </label>
  );
}
