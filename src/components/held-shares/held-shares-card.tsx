import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { HeldShare } from '@contract/auth';
import type { HeldSharesMachine } from '@machines/held-shares/held-shares.machine';
import {
  selectFailure,
  selectIsBusy,
  selectIsConfirmingEnd,
  selectIsEnding,
  selectIsKeeping,
  selectIsShown,
  selectLoadingFailed,
  selectPending,
  selectShares,
} from '@machines/held-shares/selectors';
import { ErrorBox } from '@/components/auth/error-box';
import { ConfirmButtons } from '@/components/confirm-buttons/confirm-buttons';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { SectionCard } from '@/components/section-card/section-card';
import { useHeldSharesEvents } from './use-held-shares-events';

export type HeldSharesActor = ActorRefFrom<HeldSharesMachine>;

/**
 * After a password reset (product §16, ADR 022): the people who could see the household before it, each kept or
 * ended by its owner. Nothing while nothing is held.
 */
export function HeldSharesCard({ actorRef }: { actorRef: HeldSharesActor }) {
  const { t } = useTranslation();
  const events = useHeldSharesEvents(actorRef);
  const shown = useSelector(actorRef, selectIsShown);
  const failed = useSelector(actorRef, selectLoadingFailed);
  const shares = useSelector(actorRef, selectShares);
  const failure = useSelector(actorRef, selectFailure);
  if (!shown) return null;
  return (
    <SectionCard title={t('heldShares.title')} subtitle={t('heldShares.intro')}>
      {failed && (
        <LoadFailedAlert
          message={t('heldShares.loadError')}
          retryLabel={t('household.retry')}
          canRetry
          onRetry={events.retry}
          testId="held-shares-error"
        />
      )}
      <ErrorBox message={failure} />
      {shares.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t('heldShares.people')}>
          {shares.map((share) => (
            <HeldShareRow key={share.uuid} actorRef={actorRef} share={share} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** One held share: the address, the role, "Keep access" and "End access" (ending asks first, in place). */
function HeldShareRow({ actorRef, share }: { actorRef: HeldSharesActor; share: HeldShare }) {
  const { t } = useTranslation();
  const events = useHeldSharesEvents(actorRef);
  const pending = useSelector(actorRef, selectPending) === share.uuid;
  const busy = useSelector(actorRef, selectIsBusy);
  const confirming = useSelector(actorRef, selectIsConfirmingEnd);
  const keeping = useSelector(actorRef, selectIsKeeping) && pending;
  const ending = useSelector(actorRef, selectIsEnding) && pending;
  const asking = (confirming && pending) || ending;
  return (
    <Flex
      as="li"
      data-testid="held-share-row"
      gap="3"
      py="2"
      align="center"
      wrap="wrap"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Text flex="1" minW="0" truncate dir="ltr" textAlign="start">
        {share.email}
      </Text>
      <Badge colorPalette="gray">{t(`household.sharing.role.${share.role}`)}</Badge>
      {/* The address is isolated (FSI … PDI) so it reads left to right inside the Arabic question. */}
      {asking ? (
        <Flex gap="2" align="center" wrap="wrap" basis="full" justify="flex-end">
          <Text fontSize="sm">{t('heldShares.endConfirm', { email: `\u2068${share.email}\u2069` })}</Text>
          <ConfirmButtons
            confirmLabel={t('heldShares.endButton')}
            busy={ending}
            onConfirm={events.confirmEnd}
            onCancel={events.cancelEnd}
          />
        </Flex>
      ) : (
        <Flex gap="2">
          <Button
            size="sm"
            colorPalette="gold"
            loading={keeping}
            disabled={(busy || confirming) && !keeping}
            onClick={() => events.keep(share.uuid)}
          >
            {t('heldShares.keep')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={busy || confirming}
            onClick={() => events.end(share.uuid)}
          >
            {t('heldShares.end')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
