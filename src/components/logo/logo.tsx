import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  /** `dark` draws for a dark background (light wordmark), `light` for a light one; default follows the theme. */
  variant?: 'dark' | 'light';
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** Hide the wordmark (tight spaces). */
  markOnly?: boolean;
  className?: string;
}

/** Two stacked gold ingots: what people here actually keep. Plain SVG so it renders before any UI kit loads. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId().replace(/:/g, '');
  const face = `${id}-face`;
  const top = `${id}-top`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
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
      <path d="M3 35 L8.5 23 H31.5 L37 35 Z" fill={`url(#${face})`} />
      <path d="M8.5 23 L11 19 H29 L31.5 23 Z" fill={`url(#${top})`} />
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

const wordmarkColors = { dark: '#f7f0de', light: '#2a2112' } as const;

/** The mark and the name (ذهبي in Arabic, Dahabi in English). */
export function Logo({ variant, size = 32, markOnly = false, className }: LogoProps) {
  const { t } = useTranslation();
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: `${Math.round(size * 0.3)}px`,
    color: variant ? wordmarkColors[variant] : 'inherit',
  };
  return (
    <span className={className} style={style}>
      <LogoMark size={size} />
      {!markOnly && (
        <span
          style={{
            fontWeight: 700,
            fontSize: `${Math.round(size * 0.72)}px`,
            lineHeight: 1,
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
          }}
        >
          {t('common.appName')}
        </span>
      )}
    </span>
  );
}
