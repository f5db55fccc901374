import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function HomeIcon() {
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
    >
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
    </svg>
  );
}

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
