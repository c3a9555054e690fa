import * as RadixSwitch from '@radix-ui/react-switch';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** accessible name, when no visible label names the switch */
  label?: string;
  disabled?: boolean;
  id?: string;
  testId?: string;
}

/** An on/off switch (Radix Switch): the accent colour when on. */
export function Switch({ checked, onChange, label, disabled = false, id, testId }: Props) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onChange}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-border bg-raised p-0 transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-progress disabled:opacity-60 data-[state=checked]:border-transparent data-[state=checked]:bg-accent"
    >
      <RadixSwitch.Thumb className="block size-3.5 translate-x-0.5 rounded-full bg-muted shadow transition-transform data-[state=checked]:translate-x-[18px] data-[state=checked]:bg-accent-contrast" />
    </RadixSwitch.Root>
  );
}
