import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SelectProps = Omit<NativeSelectRootProps, 'children' | 'onChange'> & {
  value: string;
  /** the chosen option's value */
  onChange: (value: string) => void;
  name?: string;
  id?: string;
  /** where no visible label names it */
  'aria-label'?: string;
  'data-testid'?: string;
  /** the `<option>`s (or `<optgroup>`s) */
  children: ReactNode;
};

/**
 * The app's one drop-down: the browser's own select (the phone's native picker) with Chakra's look and arrow. The
 * layout props (size, width) go to its frame, the rest to the select.
 */
export function Select({
  value,
  onChange,
  name,
  id,
  'aria-label': ariaLabel,
  'data-testid': testId,
  children,
  ...root
}: SelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field
        name={name}
        id={id}
        aria-label={ariaLabel}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
