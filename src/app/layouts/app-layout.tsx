import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { NotificationBell } from '@/app/notifications/notification-bell';
import type { NotificationsActor } from '@/app/notifications/notifications-actor';
import { useSession } from '@/app/session/use-session';
import { useFrameActor } from '@/app/system/app-system';
import { DisclaimerCard } from '@/components/disclaimer/disclaimer-card';
import { LogoutIcon, MenuIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import {
  LanguageToggle,
  PrivacyToggle,
  ThemeToggle,
} from '@/components/preference-toggles/preference-toggles';
import { SideNavLinks } from './side-nav';

const topBarHeight = '64px';

// framer-motion stays off the layout's first paint (architecture §7): the sliding navigation arrives on first use, or
// earlier when a small screen is idle.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

function usePreloadOnSmallScreens() {
  useEffect(() => {
    if (!window.matchMedia('(max-width: 63.99em)').matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadMobileNav());
  }, []);
}

/**
 * The signed-in frame of product §2: a top bar, the side navigation and the page. Its household scope and
 * notifications are the app machine's children while the frame is shown (ADR 030); the frame waits for them (the
 * router reports the address before the screen is painted).
 */
export default function AppLayout() {
  const notifications = useFrameActor('notifications');
  const scope = useFrameActor('householdScope');
  if (!notifications || !scope) return null;
  return <SignedInFrame notifications={notifications} />;
}

function SignedInFrame({ notifications }: { notifications: NotificationsActor }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const [navUsed, setNavUsed] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  usePreloadOnSmallScreens();

  return (
    <Box minH="100dvh" bg="bg">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        height={topBarHeight}
        bg="bg/85"
        backdropFilter="saturate(1.4) blur(10px)"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Flex height="full" align="center" gap={{ base: '1', md: '2' }} px={{ base: '2', md: '5' }}>
          <IconButton
            variant="ghost"
            hideFrom="lg"
            aria-label={t('nav.openMenu')}
            aria-expanded={navOpen}
            onClick={() => {
              setNavUsed(true);
              setNavOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          <Link to="/dashboard" aria-label={t('nav.logoToDashboard')}>
            <Box hideBelow="sm">
              <Logo size={30} />
            </Box>
            <Box hideFrom="sm">
              <Logo size={28} markOnly />
            </Box>
          </Link>
          <Box flex="1" />
          <NotificationBell actorRef={notifications} />
          <LanguageToggle size={{ base: 'sm', md: 'md' }} px={{ base: '2', md: '3' }} />
          <PrivacyToggle size={{ base: 'sm', md: 'md' }} />
          <ThemeToggle size={{ base: 'sm', md: 'md' }} />
          <Button
            variant="outline"
            size={{ base: 'sm', md: 'md' }}
            onClick={signOut}
            ms={{ base: '1', md: '2' }}
            aria-label={t('layout.logout')}
          >
            <LogoutIcon />
            <Box as="span" hideBelow="sm">
              {t('layout.logout')}
            </Box>
          </Button>
        </Flex>
      </Box>
      <Flex minH={`calc(100dvh - ${topBarHeight})`}>
        <Box
          as="aside"
          hideBelow="lg"
          flexShrink={0}
          width="64"
          borderInlineEndWidth="1px"
          borderColor="border.muted"
          bg="bg.subtle"
        >
          <Box position="sticky" top={topBarHeight} maxH={`calc(100dvh - ${topBarHeight})`} overflowY="auto">
            <SideNavLinks />
          </Box>
        </Box>
        <Box as="main" id="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Box maxW="7xl" mx="auto">
            {/* product §2: dismissable here, until acknowledged (on the landing page it is not). */}
            <Box mb="6" _empty={{ display: 'none' }}>
              <DisclaimerCard closable />
            </Box>
            <Outlet />
          </Box>
        </Box>
      </Flex>
      {navUsed && (
        <Suspense fallback={null}>
          <MobileNav open={navOpen} onClose={closeNav} />
        </Suspense>
      )}
    </Box>
  );
}
