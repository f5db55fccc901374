import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { formatAmount } from '@/i18n/format-number';

/**
 * A figure that is not plain money (a signed change, a percentage, grams), blurred in privacy mode exactly as
 * `<Amount>` blurs money (spec §1: privacy mode hides amounts), and read as "hidden amount" by screen readers.
 */
export function PrivateFigure({ children, ...props }: HTMLChakraProps<'span'>) {
  const { t } = useTranslation();
  const hidden = usePrivacyMode();
  return (
    <>
      <chakra.span
        dir="ltr"
        fontVariantNumeric="tabular-nums"
        aria-hidden={hidden || undefined}
        filter={hidden ? 'blur(7px)' : undefined}
        userSelect={hidden ? 'none' : undefined}
        transition="filter 0.2s"
        data-testid="amount-value"
        {...props}
      >
        {children}
      </chakra.span>
      {hidden && <chakra.span srOnly>{t('common.hiddenAmount')}</chakra.span>}
    </>
  );
}

export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (value: number): Direction => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');
export const directionColour: Record<Direction, string> = {
  up: 'green.fg',
  down: 'red.fg',
  flat: 'fg.muted',
};

/** `+1,234.50` / `-80.00`: the sign travels with the number, inside the blur. */
export function signedAmount(value: number): string {
  return `${value > 0 ? '+' : ''}${formatAmount(value)}`;
}

/** A change in EGP with its sign, like `<Amount>` (label after the figure in either direction). */
export function SignedAmount({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <chakra.span display="inline-flex" alignItems="baseline" gap="0.3em" whiteSpace="nowrap">
      <PrivateFigure>{signedAmount(value)}</PrivateFigure>
      <chakra.span fontSize="0.8em" color="fg.muted">
        {t('common.currency.EGP')}
      </chakra.span>
    </chakra.span>
  );
}
