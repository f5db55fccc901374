import { useCallback, useState } from 'react';
import { Box, Button, Flex, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '@/app/session/use-session';
import { LogoutIcon, MenuIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import {
  LanguageToggle,
  PrivacyToggle,
  ThemeToggle,
} from '@/components/preference-toggles/preference-toggles';
import { MobileNav } from './mobile-nav';
import { SideNavLinks } from './side-nav';

const topBarHeight = '64px';

/** The signed-in frame of spec §2: a top bar, the side navigation and the page. */
export default function AppLayout() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);

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
            onClick={() => setNavOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Link to="/dashboard" aria-label={t('nav.dashboard')}>
            <Logo size={30} />
          </Link>
          <Box flex="1" />
          <LanguageToggle size={{ base: 'sm', md: 'md' }} px={{ base: '2', md: '3' }} />
          <PrivacyToggle />
          <ThemeToggle />
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
      <Flex>
        <Box
          as="aside"
          hideBelow="lg"
          flexShrink={0}
          width="64"
          position="sticky"
          top={topBarHeight}
          height={`calc(100dvh - ${topBarHeight})`}
          overflowY="auto"
          borderInlineEndWidth="1px"
          borderColor="border.muted"
          bg="bg.subtle"
        >
          <SideNavLinks />
        </Box>
        <Box as="main" id="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Box maxW="7xl" mx="auto">
            <Outlet />
          </Box>
        </Box>
      </Flex>
      <MobileNav open={navOpen} onClose={closeNav} />
    </Box>
  );
}
