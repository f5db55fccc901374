import { Box, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mainNavItems, type NavItem, secondaryNavItems } from './nav-items';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      borderRadius="lg"
      color="fg.muted"
      fontWeight="600"
      position="relative"
      transition="background 0.15s, color 0.15s"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
      // NavLink sets aria-current="page" on the current item (product §2: current item highlighted).
      css={{
        '&[aria-current=page]': {
          bg: 'gold.subtle',
          color: 'gold.fg',
          _before: {
            content: '""',
            position: 'absolute',
            insetInlineStart: '0',
            top: '2',
            bottom: '2',
            width: '3px',
            borderRadius: 'full',
            bg: 'gold.solid',
          },
        },
      }}
    >
      <NavLink to={item.to} end={item.end} onClick={onNavigate}>
        <Icon />
        {t(item.labelKey)}
      </NavLink>
    </Box>
  );
}

/** The side navigation's content; the layout places it in a sidebar (wide) or a sliding drawer (narrow). */
export function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" aria-label={t('layout.mainNavigation')} gap="1" p="3">
      {mainNavItems.map((item) => (
        <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
      ))}
      <Separator my="3" />
      <Text px="3" pb="1" fontSize="xs" fontWeight="600" color="fg.subtle" letterSpacing="wide">
        {t('layout.more')}
      </Text>
      {secondaryNavItems.map((item) => (
        <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
