import { Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { ActivationMachine } from '@machines/activation/activation.machine';
import {
  selectCanActivate,
  selectIsActivated,
  selectIsActivating,
  selectResult,
} from '@machines/activation/selectors';
import { CheckIcon } from '@/components/icons/icons';
import { ErrorBox } from '@/app/session/error-box';
import { useActivationEvents } from './use-activation';

/** spec §2 /activate/{uid}/{token}: a large click-to-activate button (disabled with a spinner while working). */
export function ActivateView({ actorRef }: { actorRef: ActorRefFrom<ActivationMachine> }) {
  const { t } = useTranslation();
  const activating = useSelector(actorRef, selectIsActivating);
  const canActivate = useSelector(actorRef, selectCanActivate);
  const activated = useSelector(actorRef, selectIsActivated);
  const result = useSelector(actorRef, selectResult);
  const activation = useActivationEvents(actorRef);

  return (
    <Stack gap="5">
      <Button
        colorPalette="gold"
        size="2xl"
        h="16"
        fontSize="lg"
        borderRadius="xl"
        disabled={!canActivate}
        loading={activating}
        loadingText={t('activation.activating')}
        onClick={activation.activate}
      >
        {activated && <CheckIcon />}
        {t('activation.activate')}
      </Button>
      {activated ? (
        <Flex
          role="status"
          data-testid="activation-success"
          direction="column"
          align="center"
          gap="1"
          bg="green.subtle"
          color="green.fg"
          borderRadius="lg"
          p="4"
          textAlign="center"
        >
          <Text fontWeight="semibold">{t('activation.success')}</Text>
          <Text textStyle="sm">{t('activation.successHint')}</Text>
          {/* issue 15: the next step, offered as the page's primary action. */}
          <Button asChild colorPalette="gold" size="lg" mt="3" alignSelf="stretch">
            <Link to="/login">{t('activation.signIn')}</Link>
          </Button>
        </Flex>
      ) : (
        <ErrorBox message={result} />
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
