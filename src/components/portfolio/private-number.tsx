import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { HIDDEN_FIGURE } from '@/components/amount/amount';

/** A figure that is not money (a quantity) but still private: masked and blurred in privacy mode like <Amount/>. */
export function PrivateNumber({ children }: { children: string }) {
  const { t } = useTranslation();
  const hidden = usePrivacyMode();
  return (
    <chakra.span whiteSpace="nowrap">
      <chakra.span
        // A bare number reads left to right; with an Arabic unit ("2 × جنيه 8 جم") the unit's direction wins.
        dir="auto"
        aria-hidden={hidden || undefined}
        fontVariantNumeric="tabular-nums"
        filter={hidden ? 'blur(7px)' : undefined}
        userSelect={hidden ? 'none' : undefined}
        transition="filter 0.2s"
      >
        {hidden ? HIDDEN_FIGURE : children}
      </chakra.span>
      {hidden && <chakra.span srOnly>{t('common.hiddenAmount')}</chakra.span>}
    </chakra.span>
  );
}
