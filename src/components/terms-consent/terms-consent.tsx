import type { ReactNode } from 'react';
import { Checkbox } from '@/components/public-ui/checkbox';
import styles from '@/components/auth/auth-layout.module.css';

interface TermsConsentProps {
  accepted: boolean;
  /** while the form or the acceptance is loading (product §2) */
  disabled: boolean;
  label: string;
  onChange: (accepted: boolean) => void;
  /** the input's name, where the consent is part of a form */
  name?: string;
  /** shown beside the checkbox (the sign-up form's read-more link) */
  aside?: ReactNode;
  /** the consent is missing where it is required; `describedBy` names the text that says so */
  invalid?: boolean;
  describedBy?: string;
}

/** The one terms checkbox (product §2, §4): sign-up, /terms-and-conditions and the Google terms box. */
export function TermsConsent({
  accepted,
  disabled,
  label,
  onChange,
  name,
  aside,
  invalid,
  describedBy,
}: TermsConsentProps) {
  const checkbox = (
    <Checkbox
      checked={accepted}
      disabled={disabled}
      label={label}
      name={name}
      invalid={invalid}
      describedBy={describedBy}
      onChange={onChange}
    />
  );
  if (!aside) return checkbox;
  return (
    <div className={styles.consent}>
      {checkbox}
      {aside}
    </div>
  );
}
