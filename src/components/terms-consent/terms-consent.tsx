import type { ReactNode } from 'react';
import { Checkbox, Flex } from '@chakra-ui/react';

interface TermsConsentProps {
  accepted: boolean;
  /** while the form or the acceptance is loading (spec §2) */
  disabled: boolean;
  label: string;
  onChange: (accepted: boolean) => void;
  /** the hidden input's name, where the consent is part of a form */
  name?: string;
  /** shown beside the checkbox (the sign-up form's read-more link) */
  aside?: ReactNode;
}

/** The one terms checkbox (spec §2, §4): sign-up, /terms-and-conditions and the Google terms box. */
export function TermsConsent({ accepted, disabled, label, onChange, name, aside }: TermsConsentProps) {
  const checkbox = (
    <Checkbox.Root
      checked={accepted}
      disabled={disabled}
      colorPalette="gold"
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  if (!aside) return checkbox;
  return (
    <Flex align="center" gap="2" wrap="wrap">
      {checkbox}
      {aside}
    </Flex>
  );
}
