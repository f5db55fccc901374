import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GoogleAuthMachine } from '@machines/google-auth/google-auth.machine';
import {
  selectCanAccept,
  selectFailure,
  selectIsAccepting,
  selectIsBusy,
  selectShowsTerms,
  selectTermsAccepted,
  selectUserEmail,
} from '@machines/google-auth/selectors';
import { OrDivider } from '@/app/session/auth-layout';
import { ErrorBox } from '@/app/session/error-box';
import { GoogleButton } from './google-button';

interface GoogleAuthViewProps {
  actorRef: ActorRefFrom<GoogleAuthMachine>;
  /** The login page signs in, the sign-up page continues. */
  text: 'signin_with' | 'continue_with';
  /** Disabled from outside: the sign-up form is loading (spec §2). */
  disabled?: boolean;
  /** Renders the Google button; tests replace it (the real one needs Google's script). */
  renderButton?: (onCredential: (credential: string) => void, disabled: boolean) => React.ReactNode;
}

/**
 * The Google part of /login and /signup (spec §2, §4): an "or" rule and Google's button once the server says Google
 * sign-in is configured, the red box on failure, and on /signup the inline terms box for a new Google user.
 */
export function GoogleAuthView({ actorRef, text, disabled = false, renderButton }: GoogleAuthViewProps) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const busy = useSelector(actorRef, selectIsBusy);
  const showsTerms = useSelector(actorRef, selectShowsTerms);
  const failure = useSelector(actorRef, selectFailure);
  const onCredential = (credential: string) =>
    actorRef.send({ type: 'google.credentialReceived', credential });

  if (showsTerms) return <GoogleTermsBox actorRef={actorRef} />;

  const button = renderButton ? (
    renderButton(onCredential, busy || disabled)
  ) : (
    <GoogleButton
      text={text}
      onCredential={onCredential}
      disabled={busy || disabled}
      onAvailabilityChange={setAvailable}
    />
  );
  return (
    <Stack gap="4">
      {(available || renderButton) && <OrDivider />}
      {button}
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

/** spec §4: on the sign-up page, a new Google user ticks the terms here and continues. */
function GoogleTermsBox({ actorRef }: { actorRef: ActorRefFrom<GoogleAuthMachine> }) {
  const { t } = useTranslation();
  const email = useSelector(actorRef, selectUserEmail);
  const accepted = useSelector(actorRef, selectTermsAccepted);
  const accepting = useSelector(actorRef, selectIsAccepting);
  const canAccept = useSelector(actorRef, selectCanAccept);
  const failure = useSelector(actorRef, selectFailure);
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
        <Checkbox.Root
          checked={accepted}
          disabled={accepting}
          colorPalette="gold"
          onCheckedChange={(e) =>
            actorRef.send({ type: 'google.termsChanged', accepted: e.checked === true })
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('signup.acceptTermsLabel')}</Checkbox.Label>
        </Checkbox.Root>
        <ErrorBox message={failure} />
        <Flex gap="3" justify="flex-end">
          <Button
            variant="ghost"
            disabled={accepting}
            onClick={() => actorRef.send({ type: 'google.decline' })}
          >
            {t('signup.googleCancel')}
          </Button>
          <Button
            colorPalette="gold"
            disabled={!canAccept}
            loading={accepting}
            loadingText={t('signup.googleContinue')}
            onClick={() => actorRef.send({ type: 'google.accept' })}
          >
            {t('signup.googleContinue')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
