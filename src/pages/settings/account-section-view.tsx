import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MeResponse } from '@contract/auth';
import type { AccountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import {
  selectAccount,
  selectActionFailure,
  selectIsBusy,
  selectIsExporting,
  selectIsLoading,
  selectIsSigningOut,
  selectLoadFailure,
} from '@machines/account-settings/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { PageLoading } from '@/components/page-loading/page-loading';
import { useAccountSettingsEvents } from './use-account-events';

interface AccountSectionViewProps {
  actorRef: ActorRefFrom<AccountSettingsMachine>;
  /** The change-password form (its own flow), given the loaded account; shown for accounts that have a password. */
  changePassword?: (account: MeResponse) => ReactNode;
  /** The delete-my-account part (its own flow), given the loaded account. */
  deleteAccount?: (account: MeResponse) => ReactNode;
}

function Part({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {description}
      </Text>
      {children}
    </Stack>
  );
}

/** The Settings page's account section (product §11). */
export function AccountSectionView({ actorRef, changePassword, deleteAccount }: AccountSectionViewProps) {
  const { t } = useTranslation();
  const send = useAccountSettingsEvents(actorRef);
  const account = useSelector(actorRef, selectAccount);
  const loading = useSelector(actorRef, selectIsLoading);
  const loadFailure = useSelector(actorRef, selectLoadFailure);
  const failure = useSelector(actorRef, selectActionFailure);
  const exporting = useSelector(actorRef, selectIsExporting);
  const signingOut = useSelector(actorRef, selectIsSigningOut);
  const busy = useSelector(actorRef, selectIsBusy);

  if (loading) return <PageLoading label={t('settings.account.loading')} inline />;
  if (loadFailure)
    return (
      <Stack gap="3" align="flex-start">
        <ErrorBox message={loadFailure} />
        <Button variant="outline" onClick={send.retry}>
          {t('settings.account.retry')}
        </Button>
      </Stack>
    );
  if (!account) return null;

  const hasPassword = account.sign_in_methods.includes('password');
  return (
    <Stack gap="6" separator={<Separator />}>
      <Stack gap="2">
        <Text color="fg.muted" textStyle="sm">
          {t('auth.email')}
        </Text>
        <Text
          fontWeight="semibold"
          dir="ltr"
          textAlign="start"
          data-testid="account-email"
          wordBreak="break-all"
        >
          {account.email}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Text color="fg.muted" textStyle="sm">
            {t('settings.account.signInWith')}
          </Text>
          {account.sign_in_methods.map((method) => (
            <Badge key={method} colorPalette="gold" variant="subtle" data-testid="sign-in-method">
              {t(`settings.account.method.${method}`)}
            </Badge>
          ))}
        </Flex>
      </Stack>
      {hasPassword && changePassword && (
        <Part
          title={t('settings.account.changePassword.title')}
          description={t('settings.account.changePassword.description')}
        >
          {changePassword(account)}
        </Part>
      )}
      <Part title={t('settings.account.export.title')} description={t('settings.account.export.description')}>
        <Box>
          <Button variant="outline" onClick={send.exportData} loading={exporting} disabled={busy}>
            {t('settings.account.export.button')}
          </Button>
        </Box>
      </Part>
      <Part
        title={t('settings.account.signOutAll.title')}
        description={t('settings.account.signOutAll.description')}
      >
        <Box>
          <Button variant="outline" onClick={send.signOutEverywhere} loading={signingOut} disabled={busy}>
            {t('settings.account.signOutAll.button')}
          </Button>
        </Box>
      </Part>
      {/* only when there is one: the stack draws a separator between each of its children */}
      {failure && <ErrorBox message={failure} />}
      {deleteAccount?.(account)}
    </Stack>
  );
}
