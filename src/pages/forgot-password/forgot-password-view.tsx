import { Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
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
import { AuthForm, EmailField } from '@/app/session/auth-form';
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
    <AuthForm
      onSubmit={send.submit}
      failure={failure}
      submitLabel={t('forgotPassword.submit')}
      submittingLabel={t('forgotPassword.sending')}
      submitting={sending}
      gap="5"
      footer={backToLogin}
    >
      <Text color="fg.muted" textStyle="sm">
        {t('forgotPassword.explain')}
      </Text>
      <EmailField
        value={email}
        error={emailError ? messageText(t, emailError) : undefined}
        disabled={sending}
        onChange={send.emailChanged}
      />
    </AuthForm>
  );
}
