import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/icons/icons';

/**
 * spec §2 /signup: the header's button back to home. On a phone there is no room for the words, so it is an icon
 * with the same words for screen readers; it never disappears.
 */
export function BackHomeButton(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  const { t } = useTranslation();
  const label = t('auth.backToHome');
  return (
    <Button asChild variant="ghost" size="sm" px={{ base: '2', sm: '3' }} {...props}>
      <Link to="/" aria-label={label} data-testid="back-home">
        <HomeIcon />
        <Box as="span" hideBelow="sm">
          {label}
        </Box>
      </Link>
    </Button>
  );
}
