import { Button, Field, Flex, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { ForgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine';
import {
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsSending,
  selectIsSent,
} from '@machines/forgot-password/selectors';
import { ErrorBox } from '@/app/session/error-box';
import { messageText } from '@/app/session/user-message';
import { useForgotPasswordEvents } from './use-forgot-password';

/** /forgot-password: the address, then the same neutral message whatever it was. */
export function ForgotPasswordView({ actorRef }: { actorRef: ActorRefFrom<ForgotPasswordMachine> }) {
  const { t } = useTranslation();
  const send = useForgotPasswordEvents(actorRef);
  const email = useSelector(actorRef, selectEmail);
  const emailError = useSelector(actorRef, selectEmailError);
  const sending = useSelector(actorRef, selectIsSending);
  const sent = useSelector(actorRef, selectIsSent);
  const failure = useSelector(actorRef, selectFailure);

  const backToLogin = (
    <ChakraLink asChild color="gold.fg" fontWeight="semibold" textStyle="sm" alignSelf="center">
      <Link to="/login">{t('auth.backToLogin')}</Link>
    </ChakraLink>
  );

  if (sent)
    return (
      <Stack gap="5">
        <Flex
          role="status"
          data-testid="reset-sent"
          direction="column"
          gap="2"
          bg="green.subtle"
          color="green.fg"
          borderRadius="lg"
          p="4"
        >
          <Text fontWeight="semibold">{t('forgotPassword.sentTitle')}</Text>
          <Text textStyle="sm">{t('forgotPassword.sent')}</Text>
        </Flex>
        <Button variant="outline" onClick={send.again}>
          {t('forgotPassword.again')}
        </Button>
        {backToLogin}
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.submit();
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted" textStyle="sm">
          {t('forgotPassword.explain')}
        </Text>
        <Field.Root invalid={Boolean(emailError)} required disabled={sending}>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(e) => send.emailChanged(e.target.value)}
          />
          {emailError && <Field.ErrorText>{messageText(t, emailError)}</Field.ErrorText>}
        </Field.Root>
        <ErrorBox message={failure} />
        <Button
          type="submit"
          colorPalette="gold"
          size="lg"
          loading={sending}
          loadingText={t('forgotPassword.sending')}
        >
          {t('forgotPassword.submit')}
        </Button>
        {backToLogin}
      </Stack>
    </form>
  );
}
