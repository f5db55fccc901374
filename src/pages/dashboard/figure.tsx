import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { HIDDEN_FIGURE } from '@/components/amount/amount';

/** The box a Figure shrinks to fit (its width is what container units measure). */
export const figureBox = { containerType: 'inline-size' } as const;

const FigureText = chakra('div', {
  base: { fontWeight: 'bold', lineHeight: 'shorter', letterSpacing: 'tight' },
});

/** A figure's characters beside it: the unit (EGP, ج.م, g) and the gap before it. */
const UNIT_ROOM = 4;

/**
 * A card's figure (product §10: long figures never overflow): `size` rem, smaller as it grows too long for its box
 * (about 1.75 box widths over its characters, down to `smallest` rem; past that it wraps). The length is what
 * shows: in privacy mode the mask's, so the size tells nothing of the hidden figure.
 */
export function Figure({
  shown,
  size = 1.5,
  smallest = 1,
  ...props
}: { shown: string; size?: number; smallest?: number } & HTMLChakraProps<'div'>) {
  const hidden = usePrivacyMode();
  const characters = (hidden ? HIDDEN_FIGURE : shown).length + UNIT_ROOM;
  return (
    <FigureText
      fontSize={`clamp(${smallest}rem, ${(175 / characters).toFixed(2)}cqi, ${size}rem)`}
      {...props}
    />
  );
}
