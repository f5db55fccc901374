import { useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/icons/icons';

/** A password input with its show/hide toggle (product §2). Showing is the view's own business, not the flow's. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
          me="-2"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
