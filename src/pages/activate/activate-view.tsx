import { Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { ActivationMachine } from '@machines/activation/activation.machine';
import { selectCanActivate, selectIsActivated, selectIsActivating } from '@machines/activation/selectors';
import { useActivationEvents } from './use-activation';

const bigButton = { colorPalette: 'gold', size: '2xl', h: '16', fontSize: 'lg', borderRadius: 'xl' } as const;

/**
 * spec §2 /activate/{uid}/{token}: a large click-to-activate button (disabled with a spinner while working).
 * The outcome is a toast (spec §4); the page does not repeat it (issue 15) but offers the next step: after success
 * a primary "Sign in" in the button's place, after a failure the button again.
 */
export function ActivateView({ actorRef }: { actorRef: ActorRefFrom<ActivationMachine> }) {
  const { t } = useTranslation();
  const activating = useSelector(actorRef, selectIsActivating);
  const canActivate = useSelector(actorRef, selectCanActivate);
  const activated = useSelector(actorRef, selectIsActivated);
  const activation = useActivationEvents(actorRef);

  return (
    <Stack gap="5">
      {activated ? (
        <Stack data-testid="activation-success" gap="3" textAlign="center">
          <Text color="fg.muted">{t('activation.successHint')}</Text>
          <Button asChild {...bigButton}>
            <Link to="/login">{t('activation.signIn')}</Link>
          </Button>
        </Stack>
      ) : (
        <Button
          {...bigButton}
          disabled={!canActivate}
          loading={activating}
          loadingText={t('activation.activating')}
          onClick={activation.activate}
        >
          {t('activation.activate')}
        </Button>
      )}
      <Flex justify="space-between" gap="3" wrap="wrap" textStyle="sm">
        <ChakraLink asChild color="gold.fg" fontWeight="semibold">
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </ChakraLink>
        <ChakraLink asChild color="fg.muted">
          <Link to="/">{t('auth.backToHome')}</Link>
        </ChakraLink>
      </Flex>
    </Stack>
  );
}
