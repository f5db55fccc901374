import { Box, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '@/app/session/auth-layout';
import { authNotify } from '@/app/session/auth-toast';

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

  const resend = () => {
    // spec §7: the resend button makes no call; it only logs.
    console.info('activation e-mail resend requested', email ? 'for the address just used' : '');
    authNotify.info(t('activationEmailSent.resendNoted'));
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
        <Button variant="outline" colorPalette="gold" onClick={resend}>
          {t('activationEmailSent.resend')}
        </Button>
        <ChakraLink asChild color="gold.fg" fontWeight="semibold" justifyContent="center">
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </ChakraLink>
      </Stack>
    </AuthLayout>
  );
}
