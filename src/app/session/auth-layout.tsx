import type { ReactNode } from 'react';
import { Box, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { BackHomeButton } from '@/components/public-header/back-home-button';
import { LanguageToggle, ThemeToggle } from '@/components/preference-toggles/preference-toggles';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title (an icon, a badge). */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every auth screen: the landing page's look (dark by default, gold accent), a header with the logo,
 * a way back home and the language and theme switches, and the screen's content in a centred card.
 */
export function AuthLayout({ title, subtitle, badge, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bg="bg"
      bgImage={{
        base: 'radial-gradient(ellipse 80% 45% at 50% -5%, {colors.gold.muted}, transparent 70%)',
        _dark: 'radial-gradient(ellipse 80% 45% at 50% -5%, rgba(220, 174, 60, 0.16), transparent 70%)',
      }}
    >
      <Box as="header">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="2">
            <Link to="/" aria-label={t('auth.backToHome')}>
              <Logo />
            </Link>
            <Flex align="center" gap="1">
              <BackHomeButton />
              <LanguageToggle size="sm" />
              <ThemeToggle size="sm" />
            </Flex>
          </Flex>
        </Container>
      </Box>
      <Flex
        as="main"
        flex="1"
        align={{ base: 'flex-start', sm: 'center' }}
        justify="center"
        px="4"
        py={{ base: '6', sm: '10' }}
      >
        <Card.Root
          w="full"
          maxW="md"
          bg="bg.panel"
          borderColor="border"
          boxShadow={{ base: 'lg', _dark: '0 24px 60px -20px rgba(0, 0, 0, 0.7)' }}
          borderRadius="2xl"
        >
          <Card.Body p={{ base: '6', sm: '8' }}>
            <Stack gap="6">
              <Stack gap="2" textAlign="center" align="center">
                {badge}
                <Heading as="h1" size="2xl" fontWeight="bold" letterSpacing="tight">
                  {title}
                </Heading>
                {subtitle && (
                  <Text color="fg.muted" textStyle="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}

/** A thin rule with a word in the middle ("or"). */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="3" color="fg.subtle" textStyle="xs">
      <Box flex="1" h="1px" bg="border" />
      <Text>{t('auth.or')}</Text>
      <Box flex="1" h="1px" bg="border" />
    </Flex>
  );
}
