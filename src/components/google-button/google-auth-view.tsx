import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GoogleAuthMachine } from '@machines/google-auth/google-auth.machine';
import {
  selectClientId,
  selectIsAvailable,
  selectFailure,
  selectIsBusy,
  selectShowsTerms,
} from '@machines/google-auth/selectors';
import { OrDivider } from '@/components/auth/auth-layout';
import { ErrorBox } from '@/components/auth/error-box';
import { TermsConsent } from '@/components/terms-consent/terms-consent';
import { GoogleButton } from './google-button';
import { useGoogleAuthEvents } from './use-google-auth';
import { useGoogleTerms } from './use-google-terms';

interface GoogleAuthViewProps {
  actorRef: ActorRefFrom<GoogleAuthMachine>;
  /** The login page signs in, the sign-up page continues. */
  text: 'signin_with' | 'continue_with';
  /** Disabled from outside: the sign-up form is loading (product §2). */
  disabled?: boolean;
  /** Renders the Google button; tests replace it (the real one needs Google's script). */
  renderButton?: (onCredential: (credential: string) => void, disabled: boolean) => React.ReactNode;
}

/**
 * The Google part of /login and /signup (product §2, §4): an "or" rule and Google's button once the machine is
 * `available` (the server has a client id and Google's script loaded; nothing while it checks, nor when Google
 * sign-in is unavailable or could not be loaded), the red box on failure, and on /signup the inline terms box.
 */
export function GoogleAuthView({ actorRef, text, disabled = false, renderButton }: GoogleAuthViewProps) {
  const { t } = useTranslation();
  const available = useSelector(actorRef, selectIsAvailable);
  const clientId = useSelector(actorRef, selectClientId);
  const busy = useSelector(actorRef, selectIsBusy);
  const showsTerms = useSelector(actorRef, selectShowsTerms);
  const failure = useSelector(actorRef, selectFailure);
  const google = useGoogleAuthEvents(actorRef);

  if (showsTerms) return <GoogleTermsBox actorRef={actorRef} />;
  if (!available || clientId === null) return null;

  return (
    <Stack gap="4">
      <OrDivider />
      {renderButton ? (
        renderButton(google.credentialReceived, busy || disabled)
      ) : (
        <GoogleButton
          clientId={clientId}
          text={text}
          onCredential={google.credentialReceived}
          disabled={busy || disabled}
        />
      )}
      {busy && (
        <Flex role="status" align="center" justify="center" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="sm" color="gold.solid" />
          <Text>{t('google.signingIn')}</Text>
        </Flex>
      )}
      <ErrorBox message={failure} />
    </Stack>
  );
}

/** product §4: on the sign-up page, a new Google user ticks the terms here and continues. */
function GoogleTermsBox({ actorRef }: { actorRef: ActorRefFrom<GoogleAuthMachine> }) {
  const { t } = useTranslation();
  const { email, accepted, accepting, canAccept, failure } = useGoogleTerms(actorRef);
  const google = useGoogleAuthEvents(actorRef);
  return (
    <Box
      role="region"
      aria-label={t('signup.googleTermsTitle')}
      borderWidth="1px"
      borderColor="gold.border"
      bg="gold.subtle"
      borderRadius="xl"
      p="5"
    >
      <Stack gap="4">
        <Text fontWeight="semibold" color="gold.fg">
          {t('signup.googleTermsTitle')}
        </Text>
        <Text textStyle="sm">{t('signup.googleTermsText', { email: email ?? '' })}</Text>
        <TermsConsent
          accepted={accepted}
          disabled={accepting}
          label={t('signup.acceptTermsLabel')}
          onChange={google.termsChanged}
        />
        <ErrorBox message={failure} />
        <Flex gap="3" justify="flex-end">
          <Button variant="ghost" disabled={accepting} onClick={google.decline}>
            {t('signup.googleCancel')}
          </Button>
          <Button
            colorPalette="gold"
            disabled={!canAccept}
            loading={accepting}
            loadingText={t('signup.googleContinue')}
            onClick={google.accept}
          >
            {t('signup.googleContinue')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
