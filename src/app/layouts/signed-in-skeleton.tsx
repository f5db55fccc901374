import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { disclaimerMachine } from '@machines/disclaimer/disclaimer.machine';
import { DisclaimerView } from '@/components/disclaimer/disclaimer-view';
import {
  BellIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  LogoutIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
} from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { toLanguage } from '@/i18n/languages';
import { mainNavItems, type NavItem, secondaryNavItems } from './nav-items';

function NavEntry({ item, current }: { item: NavItem; current: boolean }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <span className={current ? 'dh-frame-nav-item dh-frame-current' : 'dh-frame-nav-item'}>
      <Icon />
      {t(item.labelKey)}
    </span>
  );
}

/**
 * The signed-in frame of app-layout.tsx as it first paints (top bar, side navigation, the disclaimer until it is
 * acknowledged), without Chakra UI or any data: rendered at build time into the documents of the dashboard's pages
 * (src/prerender/pages.tsx), so a signed-in visitor sees the frame before the code has arrived (architecture §7). It is a
 * picture of the page, not the page: nothing in it answers (inert) or is read out (aria-hidden), and the app replaces
 * it whole with its first render instead of hydrating it, so it need not match the app's markup.
 */
export function SignedInSkeleton({ path }: { path: string }) {
  const { t, i18n } = useTranslation();
  // The switch names the other language in its own words, as the app's does (preference-toggles.tsx).
  const other = toLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  // The disclaimer as the layout first shows it, drawn by its own view: the same card at the same place.
  const disclaimer = createActor(disclaimerMachine, {
    input: { closable: true, acknowledged: false },
  }).start();
  return (
    <div className="dh-frame" data-skeleton="" inert aria-hidden="true">
      <header className="dh-frame-bar">
        <span className="dh-frame-control dh-frame-menu">
          <MenuIcon />
        </span>
        <span className="dh-frame-home dh-frame-wide">
          <Logo size={30} idPrefix="skeleton-logo" />
        </span>
        <span className="dh-frame-home dh-frame-narrow">
          <Logo size={28} markOnly idPrefix="skeleton-mark" />
        </span>
        <span className="dh-frame-spacer" />
        <span className="dh-frame-control">
          <BellIcon />
        </span>
        <span className="dh-frame-control dh-frame-language">
          <GlobeIcon />
          <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
        </span>
        <span className="dh-frame-control dh-frame-privacy">
          <EyeIcon className="dh-frame-shown" />
          <EyeOffIcon className="dh-frame-hidden" />
        </span>
        <span className="dh-frame-control">
          <SunIcon className="dh-frame-sun" />
          <MoonIcon className="dh-frame-moon" />
        </span>
        <span className="dh-frame-control dh-frame-logout">
          <LogoutIcon />
          <span className="dh-frame-wide">{t('layout.logout')}</span>
        </span>
      </header>
      <div className="dh-frame-body">
        <aside className="dh-frame-aside">
          <div className="dh-frame-nav">
            {mainNavItems.map((item) => (
              <NavEntry key={item.to} item={item} current={item.to === path} />
            ))}
            <hr className="dh-frame-separator" />
            <p className="dh-frame-more">{t('layout.more')}</p>
            {secondaryNavItems.map((item) => (
              <NavEntry key={item.to} item={item} current={item.to === path} />
            ))}
          </div>
        </aside>
        <main className="dh-frame-main">
          <div className="dh-frame-content">
            <div className="dh-frame-disclaimer">
              <DisclaimerView actorRef={disclaimer} />
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
