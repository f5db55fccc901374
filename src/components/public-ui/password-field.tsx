import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/icons/icons';
import { controlProps, Field, type FieldProps, useShownBeforeHydration } from './field';
import styles from './form.module.css';
import { buttonClass } from './public-ui';

interface PasswordFieldProps extends Omit<FieldProps, 'children'> {
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}

/** A password field with its show/hide switch (product §2). Showing is the view's own business, not the flow's. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  disabled,
  name,
  autoComplete,
  value,
  onChange,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const ref = useShownBeforeHydration('value', value, onChange);
  const toggle = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <Field id={id} label={label} error={error} hint={hint} disabled={disabled}>
      <div className={styles.control}>
        <input
          ref={ref}
          {...controlProps(id, error, hint)}
          className={`${styles.input} ${styles.withEnd}`}
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className={`${buttonClass('ghost', { icon: true })} ${styles.end}`}
          aria-label={toggle}
          title={toggle}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
