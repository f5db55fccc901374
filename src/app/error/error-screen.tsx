import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ErrorScreenProps {
  title: string;
  message: string;
  /** Offer a reload (technical failures) or only the way home (forbidden). */
  canRetry?: boolean;
}

/** A calm full-page message; a plain link home so it works even when the router is the thing that failed. */
export function ErrorScreen({ title, message, canRetry = true }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Box as="main" minH="100dvh" display="grid" placeItems="center" px="6" bg="bg">
      <Stack gap="5" maxW="md" textAlign="center" align="center" role="alert">
        <Box aria-hidden fontSize="5xl" lineHeight="1" color="gold.fg">
          ◆
        </Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {message}
        </Text>
        <Stack direction="row" gap="3">
          {canRetry && (
            <Button colorPalette="gold" onClick={() => window.location.reload()}>
              {t('general.tryAgain')}
            </Button>
          )}
          <Button asChild variant="outline">
            <a href="/">{t('general.backHome')}</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
