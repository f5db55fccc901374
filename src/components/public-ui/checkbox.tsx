import { useShownBeforeHydration } from './field';
import styles from './form.module.css';

interface CheckboxProps {
  checked: boolean;
  disabled?: boolean;
  label: string;
  name?: string;
  invalid?: boolean;
  /** The id of the text that explains a problem with it. */
  describedBy?: string;
  onChange: (checked: boolean) => void;
}

/**
 * A native checkbox in the gold accent, its label beside it. Rendered at build time (the sign-up form), it can be
 * ticked before its code arrives: hydration keeps the tick, but the flow does not know it, so on mount the box hands
 * the flow what it shows, as the text fields do (architecture §7: what a person did is never lost).
 */
export function Checkbox({ checked, disabled, label, name, invalid, describedBy, onChange }: CheckboxProps) {
  const input = useShownBeforeHydration('checked', checked, onChange);
  return (
    <label className={styles.checkbox} data-disabled={disabled || undefined}>
      <input
        ref={input}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
