import { useState } from 'react';
import { Box, Button, Container, Flex, IconButton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { LanguageToggle, ThemeToggle } from '@/components/preference-toggles/preference-toggles';

/** The visitors' header (spec §2 landing): logo, sign-in and sign-up, theme and language; a menu on phones. */
export function PublicHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="saturate(1.4) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="3">
          <Link to="/" aria-label={t('nav.home')}>
            <Logo />
          </Link>
          <Flex as="nav" aria-label={t('nav.publicNavigation')} align="center" gap="1" hideBelow="md">
            <LanguageToggle />
            <ThemeToggle />
            <Button asChild variant="ghost" ms="2">
              <Link to="/login">{t('nav.login')}</Link>
            </Button>
            <Button asChild colorPalette="gold">
              <Link to="/signup">{t('nav.signup')}</Link>
            </Button>
          </Flex>
          <Flex align="center" gap="1" hideFrom="md">
            <ThemeToggle />
            <IconButton
              variant="ghost"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="public-mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Flex>
        </Flex>
        {menuOpen && (
          <Stack
            id="public-mobile-menu"
            as="nav"
            aria-label={t('nav.publicNavigation')}
            hideFrom="md"
            gap="2"
            pt="4"
            pb="2"
            borderTopWidth="1px"
            borderColor="border.muted"
            mt="3"
          >
            <Button asChild colorPalette="gold" size="lg">
              <Link to="/signup">{t('nav.signup')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/login">{t('nav.login')}</Link>
            </Button>
            <LanguageToggle size="lg" justifyContent="center" />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
