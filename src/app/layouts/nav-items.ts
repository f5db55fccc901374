import type { ComponentType } from 'react';
import {
  BellIcon,
  ChartIcon,
  DashboardIcon,
  FamilyIcon,
  InfoIcon,
  ReportIcon,
  SettingsIcon,
  ShieldIcon,
  WalletIcon,
  ZakatIcon,
} from '@/components/icons/icons';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** Match the path exactly (so /dashboard is not current on /dashboard/portfolio). */
  end?: boolean;
}

// product §2 signed-in layout: main items, then the secondary ones. Settings sits with the secondary items so the
// /dashboard/settings route of product §2 can be reached.
export const mainNavItems: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: DashboardIcon, end: true },
  { to: '/dashboard/portfolio', labelKey: 'nav.portfolio', icon: WalletIcon },
  { to: '/dashboard/market', labelKey: 'nav.market', icon: ChartIcon },
  { to: '/dashboard/zakat', labelKey: 'nav.zakat', icon: ZakatIcon },
  { to: '/dashboard/family', labelKey: 'nav.family', icon: FamilyIcon },
  { to: '/dashboard/alerts', labelKey: 'nav.alerts', icon: BellIcon },
  { to: '/dashboard/reports', labelKey: 'reports.nav', icon: ReportIcon },
];

export const secondaryNavItems: NavItem[] = [
  { to: '/dashboard/settings', labelKey: 'nav.settings', icon: SettingsIcon },
  { to: '/About', labelKey: 'nav.about', icon: InfoIcon },
  { to: '/Privacy-Policy', labelKey: 'nav.privacyPolicy', icon: ShieldIcon },
];
