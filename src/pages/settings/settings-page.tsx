import { Box, Button, Card, Group, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { PageFlows } from '@machines/app/types';
import { settingsMachine, type SettingsMachine } from '@machines/settings/settings.machine';
import {
  selectAccountSettings,
  selectChangePassword,
  selectDeleteAccount,
  selectEmailSettings,
} from '@machines/settings/selectors';
import { useLanguage, usePreferenceActions } from '@/app/preferences/use-preferences';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { GlobeIcon, ReportIcon, SettingsIcon } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';
import { supportedLanguages } from '@/i18n/languages';
import { AccountSectionView } from './account-section-view';
import { ChangePasswordView } from './change-password-view';
import { DeleteAccountView } from './delete-account-view';
import { EmailSectionView } from './email-section-view';
import {
  liveAccountSettingsMachine,
  liveChangePasswordMachine,
  liveDeleteAccountMachine,
} from './account-section';
import { liveEmailSettingsMachine } from './email-section';

const liveSettingsMachine = settingsMachine.provide({
  actors: {
    emailSettings: liveEmailSettingsMachine,
    accountSettings: liveAccountSettingsMachine,
    changePassword: liveChangePasswordMachine,
    deleteAccount: liveDeleteAccountMachine,
  },
});

/**
 * The Settings page's flows as the app runs them (ADR 030): a person's own (product §11, §14), so another household
 * chosen keeps them. The e-mailed confirmation link of an account without a password opens
 * /dashboard/settings?delete={token}.
 */
const settingsFlows = (deleteToken: string | null): PageFlows => ({
  main: () => ({ logic: liveSettingsMachine, input: deleteToken ? { deleteToken } : {} }),
  forPerson: true,
});

type SettingsActor = ActorRefFrom<SettingsMachine>;

/** The e-mail choices (product §14), while the settings' flow runs them. */
function EmailSection({ settings }: { settings: SettingsActor }) {
  const email = useSelector(settings, selectEmailSettings);
  return email && <EmailSectionView key={email.sessionId} actorRef={email} />;
}

/** The account (product §11), with the change of password and the deletion once the account is loaded. */
function AccountSection({ settings }: { settings: SettingsActor }) {
  const account = useSelector(settings, selectAccountSettings);
  const changePassword = useSelector(settings, selectChangePassword);
  const deleteAccount = useSelector(settings, selectDeleteAccount);
  return (
    account && (
      <AccountSectionView
        key={account.sessionId}
        actorRef={account}
        changePassword={() => changePassword && <ChangePasswordView actorRef={changePassword} />}
        deleteAccount={() => deleteAccount && <DeleteAccountView actorRef={deleteAccount} />}
      />
    )
  );
}

const ownNames = { ar: 'العربية', en: 'English' } as const;

/** One section of the page: a card headed by its icon and title. */
function SettingsCard(props: {
  icon: ReactNode;
  title: string;
  titleId?: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap={props.gap ?? '4'}>
        <Stack direction="row" gap="3" align="center">
          <Box color="gold.fg" fontSize="lg">
            {props.icon}
          </Box>
          <Heading as="h2" size="lg" id={props.titleId}>
            {props.title}
          </Heading>
        </Stack>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Read as the page opens: the deletion link's token is the delete flow's first value.
  const [flows] = useState(() => settingsFlows(params.get('delete')));
  usePageFlows(flows);
  const settings = usePageActor<SettingsActor>(flows, 'page');
  const language = useLanguage();
  const { setLanguage } = usePreferenceActions();
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />

      <SettingsCard icon={<GlobeIcon />} title={t('settings.language.title')} titleId="language-title">
        <Text color="fg.muted">{t('settings.language.description')}</Text>
        <Group attached role="radiogroup" aria-labelledby="language-title" alignSelf="flex-start">
          {supportedLanguages.map((lng) => {
            const selected = lng === language;
            return (
              <Button
                key={lng}
                role="radio"
                aria-checked={selected}
                lang={lng}
                variant={selected ? 'solid' : 'outline'}
                colorPalette={selected ? 'gold' : undefined}
                minW="32"
                onClick={() => setLanguage(lng)}
              >
                {ownNames[lng]}
              </Button>
            );
          })}
        </Group>
      </SettingsCard>

      <SettingsCard icon={<ReportIcon />} title={t('reports.settings.title')}>
        {settings && <EmailSection key={settings.sessionId} settings={settings} />}
      </SettingsCard>

      <SettingsCard icon={<SettingsIcon />} title={t('settings.account.title')} gap="5">
        {settings && <AccountSection key={settings.sessionId} settings={settings} />}
      </SettingsCard>
    </Stack>
  );
}
