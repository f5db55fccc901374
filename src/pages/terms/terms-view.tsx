import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GoogleAuthMachine } from '@machines/google-auth/google-auth.machine';
import { DisclaimerText } from '@/components/auth/disclaimer-text';
import { ErrorBox } from '@/components/auth/error-box';
import { useGoogleAuthEvents } from '@/components/google-button/use-google-auth';
import { useGoogleTerms } from '@/components/google-button/use-google-terms';
import { TermsConsent } from '@/components/terms-consent/terms-consent';

/**
 * product §2 /terms-and-conditions: welcome, the user's e-mail, the disclaimer in a scrollable box, a checkbox,
 * accept-and-continue (disabled until ticked or while loading), decline and back (both to /signup).
 */
export function TermsView({ actorRef }: { actorRef: ActorRefFrom<GoogleAuthMachine> }) {
  const { t } = useTranslation();
  const { email, accepted, accepting, canAccept, failure } = useGoogleTerms(actorRef);
  const google = useGoogleAuthEvents(actorRef);

  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="center">
        <Text fontWeight="semibold" fontSize="lg">
          {t('terms.welcome')}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {t('terms.signingUpAs')}
        </Text>
        {email && (
          <Text
            dir="ltr"
            fontWeight="semibold"
            color="gold.fg"
            wordBreak="break-all"
            data-testid="terms-email"
          >
            {email}
          </Text>
        )}
      </Stack>
      <Text textStyle="sm" color="fg.muted">
        {t('terms.readCarefully')}
      </Text>
      <Box
        maxH="20rem"
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        borderRadius="lg"
        p="4"
        tabIndex={0}
        role="region"
        aria-label={t('terms.dialogTitle')}
      >
        <DisclaimerText />
      </Box>
      <TermsConsent
        accepted={accepted}
        disabled={accepting}
        label={t('terms.checkbox')}
        onChange={google.termsChanged}
      />
      <ErrorBox message={failure} />
      <Stack gap="3">
        <Button
          colorPalette="gold"
          size="lg"
          disabled={!canAccept}
          loading={accepting}
          loadingText={t('terms.accepting')}
          onClick={google.accept}
        >
          {t('terms.accept')}
        </Button>
        <Flex gap="3">
          <Button flex="1" variant="outline" disabled={accepting} onClick={google.decline}>
            {t('terms.decline')}
          </Button>
          <Button flex="1" variant="ghost" disabled={accepting} onClick={google.decline}>
            {t('terms.back')}
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}
