import { useId } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LogoProps extends HTMLChakraProps<'span'> {
  /** `dark` draws for a dark background (light wordmark), `light` for a light one; default follows the theme. */
  variant?: 'dark' | 'light';
  /** Height of the mark; the wordmark scales with it. */
  size?: number;
  /** Hide the wordmark (tight spaces). */
  markOnly?: boolean;
}

/** Two stacked gold ingots: what people here actually keep, drawn as a mark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  const face = `${id}-face`;
  const top = `${id}-top`;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <defs>
        <linearGradient id={face} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6e3a1" />
          <stop offset="0.5" stopColor="#d9a93c" />
          <stop offset="1" stopColor="#a06f17" />
        </linearGradient>
        <linearGradient id={top} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3cc" />
          <stop offset="1" stopColor="#ecc866" />
        </linearGradient>
      </defs>
      {/* lower ingot */}
      <path d="M3 35 L8.5 23 H31.5 L37 35 Z" fill={`url(#${face})`} />
      <path d="M8.5 23 L11 19 H29 L31.5 23 Z" fill={`url(#${top})`} />
      {/* upper ingot */}
      <path d="M10 19 L14.5 9 H25.5 L30 19 Z" fill={`url(#${face})`} />
      <path d="M14.5 9 L16.5 5.5 H23.5 L25.5 9 Z" fill={`url(#${top})`} />
      <path
        d="M12.5 17 L15.8 10.5"
        stroke="#fff8e0"
        strokeOpacity="0.55"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <path d="M6 33 L10 25" stroke="#fff8e0" strokeOpacity="0.45" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ variant, size = 32, markOnly = false, ...rest }: LogoProps) {
  const { t } = useTranslation();
  // Without an explicit variant the wordmark takes the theme's text colour (dark on light, light on dark).
  const color = variant === 'dark' ? '#f7f0de' : variant === 'light' ? '#2a2112' : 'fg';
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2.5" color={color} {...rest}>
      <LogoMark size={size} />
      {!markOnly && (
        <chakra.span
          fontWeight="700"
          fontSize={`${Math.round(size * 0.72)}px`}
          lineHeight="1"
          letterSpacing="-0.01em"
          whiteSpace="nowrap"
        >
          {t('common.appName')}
          <chakra.span color="gold.solid" aria-hidden>
            .
          </chakra.span>
        </chakra.span>
      )}
    </chakra.span>
  );
}
