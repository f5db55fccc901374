import { type InputHTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './form.module.css';

export interface FieldProps {
  /** The input's id (given, not generated: these forms are rendered at build time and hydrated). */
  id: string;
  label: string;
  /** The field's problem, already in words; the input is then marked invalid and described by it. */
  error?: string;
  /** What the field asks of its value as it is typed (the password rules), under the input while it has no error. */
  hint?: ReactNode;
  disabled?: boolean;
  /** The input itself, given the attributes that tie it to the label and the error (`controlProps`). */
  children: ReactNode;
}

/** What ties an input to its field: its id, required, invalid, and described by the error (else the hint) when there is one. */
export function controlProps(id: string, error: string | undefined, hint?: ReactNode) {
  return {
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/**
 * A form rendered at build time can be typed into, autofilled or ticked before its code arrives. Hydration keeps what
 * the input shows, but the flow does not know it, and the next render would put the flow's value back: so on mount the
 * input hands the flow what it already shows (architecture §7: what a person did is never lost). Returns the ref to
 * give the input; `shown` names what it shows (a field's value, a box's tick).
 */
export function useShownBeforeHydration<K extends 'value' | 'checked'>(
  shown: K,
  value: HTMLInputElement[K],
  onChange: (value: HTMLInputElement[K]) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const before = input.current![shown];
    if (before !== value) onChange(before);
    // Only once, at mount: later the input and the flow agree through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return input;
}

/** A label over its input and the error under it, on the screens rendered without Chakra. */
export function Field({ id, label, error, hint, disabled, children }: FieldProps) {
  return (
    <div className={styles.field} data-disabled={disabled || undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      ) : (
        hint && (
          <div id={`${id}-hint`} className={styles.hint}>
            {hint}
          </div>
        )
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A text input with its label and error. */
export function TextField({
  id,
  label,
  error,
  disabled,
  onChange,
  ...input
}: Omit<FieldProps, 'children'> & InputProps) {
  const ref = useShownBeforeHydration('value', input.value, onChange);
  return (
    <Field id={id} label={label} error={error} disabled={disabled}>
      <input
        ref={ref}
        {...input}
        {...controlProps(id, error)}
        className={styles.input}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
