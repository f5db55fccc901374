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

/** A native checkbox in the gold accent, its label beside it. */
export function Checkbox({ checked, disabled, label, name, invalid, describedBy, onChange }: CheckboxProps) {
  return (
    <label className={styles.checkbox} data-disabled={disabled || undefined}>
      <input
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
