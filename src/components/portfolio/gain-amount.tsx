import { chakra, Flex } from '@chakra-ui/react';
import { Amount } from '@/components/amount/amount';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { formatPercent } from '@/i18n/format-number';
import { directionColour, directionOf } from '@/components/amount/change-direction';

const arrows = { up: '▲', down: '▼', flat: '' } as const;

/**
 * Unrealised gain or loss: coloured, with an arrow and the signed percentage (+1.23% / −0.50%); the amount carries its
 * own minus. Everything is blurred in privacy mode.
 */
export function GainAmount({ value, percent }: { value: number; percent: number }) {
  const hidden = usePrivacyMode();
  const direction = directionOf(value);
  return (
    <Flex
      direction="column"
      align="flex-end"
      color={directionColour[direction]}
      data-direction={direction}
      lineHeight="short"
    >
      <chakra.span display="inline-flex" alignItems="baseline" gap="1">
        {arrows[direction] && (
          <chakra.span fontSize="0.7em" aria-hidden>
            {arrows[direction]}
          </chakra.span>
        )}
        <Amount value={value} />
      </chakra.span>
      <chakra.span
        fontSize="xs"
        dir="ltr"
        filter={hidden ? 'blur(7px)' : undefined}
        aria-hidden={hidden || undefined}
        fontVariantNumeric="tabular-nums"
      >
        {formatPercent(percent)}
      </chakra.span>
    </Flex>
  );
}
