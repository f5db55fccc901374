import { createElement, type ReactNode, type SVGProps } from 'react';

// A few hand-drawn 24px stroke icons: cheaper than an icon library, and plain SVG so the landing page (which
// renders without Chakra) can use them too.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawn with these shapes (passed one by one, so they need no keys). */
function icon(...shapes: ReactNode[]) {
  return (props: IconProps) => createElement(Icon, props, ...shapes);
}

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />,
);

export const MoonIcon = icon(<path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />);

export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />,
);

export const EyeIcon = icon(
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />,
  <circle cx="12" cy="12" r="3" />,
);

export const EyeOffIcon = icon(
  <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />,
  <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);

export const LogoutIcon = (p: IconProps) => (
  <Icon className="dh-flip-rtl" {...p}>
    <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M15 17l5-5-5-5M20 12H9" />
  </Icon>
);

export const DashboardIcon = icon(
  <rect x="3" y="3" width="7" height="9" rx="1.5" />,
  <rect x="14" y="3" width="7" height="5" rx="1.5" />,
  <rect x="14" y="12" width="7" height="9" rx="1.5" />,
  <rect x="3" y="16" width="7" height="5" rx="1.5" />,
);

export const WalletIcon = icon(
  <path d="M3 7a2 2 0 0 1 2-2h12v4" />,
  <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Z" />,
  <circle cx="16" cy="14.5" r="1.2" fill="currentColor" stroke="none" />,
);

export const ChartIcon = icon(<path d="M3 3v18h18" />, <path d="m7 15 4-4 3 3 6-7" />);

export const SettingsIcon = icon(
  <circle cx="12" cy="12" r="3" />,
  <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />,
);

/** Zakat: a hand giving a coin. */
export const ZakatIcon = icon(
  <circle cx="15" cy="6.5" r="3.5" />,
  <path d="M3 14h3l4.5 1.5a1.5 1.5 0 0 1-.5 3H8" />,
  <path d="M6 14v7M6 20h8.5l6-3.5a1.6 1.6 0 0 0-1.8-2.6L14 16.5" />,
);

/** Reports: a page with lines of figures. */
export const ReportIcon = icon(
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />,
  <path d="M14 3v5h5M9 13h6M9 17h4" />,
);

export const InfoIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 11v5M12 8h.01" />);

export const ShieldIcon = icon(
  <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />,
  <path d="m9 12 2 2 4-4" />,
);

export const PulseIcon = icon(<path d="M3 12h4l3-7 4 14 3-7h4" />);

export const LockIcon = icon(
  <rect x="4" y="10" width="16" height="11" rx="2" />,
  <path d="M8 10V7a4 4 0 1 1 8 0v3" />,
);

export const PhoneIcon = icon(<rect x="6" y="2.5" width="12" height="19" rx="2.5" />, <path d="M11 18h2" />);

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

/** Something on its way (an offer marked "Soon"): a clock, never the tick of what is already there. */
export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7.5V12l3 2" />);

export const OfflineIcon = icon(
  <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.7-2.1M16.8 10.9A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />,
);

export const RefreshIcon = icon(
  <path d="M20 11a8 8 0 0 0-14.8-3.6M4 4v4h4M4 13a8 8 0 0 0 14.8 3.6M20 20v-4h-4" />,
);

export const BellIcon = icon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);

export const HomeIcon = icon(<path d="M3 10.5 12 3l9 7.5" />, <path d="M5 9.5V20h5v-6h4v6h5V9.5" />);

/** Two people: the family page (product §13). */
export const FamilyIcon = icon(
  <circle cx="9" cy="7" r="3.5" />,
  <path d="M2.5 21v-1.5A5.5 5.5 0 0 1 8 14h2a5.5 5.5 0 0 1 5.5 5.5V21" />,
  <circle cx="17" cy="9" r="2.5" />,
  <path d="M17.5 14.5a4.5 4.5 0 0 1 4 4.5V21" />,
);

/** An envelope: the "check your e-mail" page. */
export const MailIcon = icon(
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />,
);
