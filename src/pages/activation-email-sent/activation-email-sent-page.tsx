import { useState } from 'react';
import { Alert, Box, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '@/app/session/auth-layout';

/** What /signup passes in the navigation state (spec §4: "carrying the e-mail"). */
export interface ActivationEmailSentState {
  email?: string;
}

function MailBadge() {
  return (
    <Flex
      w="14"
      h="14"
      borderRadius="full"
      bg="gold.subtle"
      color="gold.fg"
      align="center"
      justify="center"
      borderWidth="1px"
      borderColor="gold.border"
    >
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
      </svg>
    </Flex>
  );
}

/** spec §2 /activation-email-sent: where the message went, a did-not-receive prompt, resend (no call), back to login. */
export default function ActivationEmailSentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = (location.state as ActivationEmailSentState | null)?.email;

  const [helpShown, setHelpShown] = useState(false);

  const resend = () => {
    // spec §2, §7: the resend button makes no call; it only logs. So the page says plainly that nothing was sent and
    // what does work: signing up again with the same address mails a fresh link (server/auth/signup.ts).
    console.info('activation e-mail resend requested', email ? 'for the address just used' : '');
    setHelpShown(true);
  };

  return (
    <AuthLayout title={t('activationEmailSent.title')} badge={<MailBadge />}>
      <Stack gap="5" textAlign="center">
        {email ? (
          <Stack gap="2">
            <Text color="fg.muted">{t('activationEmailSent.sentTo')}</Text>
            <Box
              dir="ltr"
              fontWeight="semibold"
              fontSize="lg"
              bg="bg.muted"
              borderRadius="lg"
              px="4"
              py="2"
              wordBreak="break-all"
              data-testid="sent-to"
            >
              {email}
            </Box>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('activationEmailSent.sentToUnknown')}</Text>
        )}
        <Text textStyle="sm">{t('activationEmailSent.instructions')}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t('activationEmailSent.notReceived')}
        </Text>
        <Button variant="outline" colorPalette="gold" onClick={resend} aria-expanded={helpShown}>
          {t('activationEmailSent.resend')}
        </Button>
        {helpShown && (
          <Alert.Root
            status="info"
            colorPalette="gold"
            role="status"
            textAlign="start"
            data-testid="resend-help"
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('activationEmailSent.resendHelpTitle')}</Alert.Title>
              <Alert.Description>
                <Stack gap="2" align="start">
                  <Text>{t('activationEmailSent.resendHelp')}</Text>
                  <ChakraLink asChild color="gold.fg" fontWeight="semibold">
                    <Link to="/signup">{t('activationEmailSent.signUpAgain')}</Link>
                  </ChakraLink>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <ChakraLink asChild color="gold.fg" fontWeight="semibold" justifyContent="center">
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </ChakraLink>
      </Stack>
    </AuthLayout>
  );
}
