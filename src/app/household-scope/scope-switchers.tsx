import { Button, chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectHousehold,
  selectHouseholds,
  selectIsReady,
  selectLeaveStep,
  selectLoadingFailed,
  selectMember,
  selectMembers,
  selectRole,
} from '@machines/household-scope/selectors';
import type { HouseholdScopeActor } from './household-scope-provider';
import { useScopeEvents } from './use-scope-events';

const OWN_OR_WHOLE = '';
const fromOption = (value: string) => (value === OWN_OR_WHOLE ? null : value);

/**
 * Whose gold the page shows (issue 17): the household (the person's own, or one shared with them) and "Whole
 * family" or one member. A switcher with nothing to choose is not shown; a view-only household says so.
 */
export function ScopeSwitchers({ actorRef }: { actorRef: HouseholdScopeActor }) {
  const { t } = useTranslation();
  const events = useScopeEvents(actorRef);
  const members = useSelector(actorRef, selectMembers);
  const member = useSelector(actorRef, selectMember);
  const households = useSelector(actorRef, selectHouseholds);
  const household = useSelector(actorRef, selectHousehold);
  const role = useSelector(actorRef, selectRole);
  const failed = useSelector(actorRef, selectLoadingFailed);
  // While another household's members load, the last one's are not offered.
  const ready = useSelector(actorRef, selectIsReady);
  const leaveStep = useSelector(actorRef, selectLeaveStep);

  return (
    <Flex justify="flex-end" align="center" gap="3" wrap="wrap" _empty={{ display: 'none' }}>
      {failed && (
        <Flex align="center" gap="2" color="fg.muted" fontSize="sm" data-testid="scope-failed">
          <Text>{t('household.switcher.failed')}</Text>
          <Button size="xs" variant="outline" onClick={events.retry}>
            {t('household.retry')}
          </Button>
        </Flex>
      )}
      {ready && role === 'viewer' && (
        <Text fontSize="sm" color="fg.muted" data-testid="view-only">
          {t('household.viewOnly')}
        </Text>
      )}
      {ready && role !== 'owner' && (
        <Flex align="center" gap="2">
          {leaveStep === 'confirming' && <Text fontSize="sm">{t('household.sharing.leaveConfirm')}</Text>}
          {leaveStep === null ? (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={events.leave}>
              {t('household.sharing.leave')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={events.cancelLeave}
                disabled={leaveStep === 'leaving'}
              >
                {t('household.form.cancel')}
              </Button>
              <Button
                size="sm"
                colorPalette="red"
                onClick={events.confirmLeave}
                loading={leaveStep === 'leaving'}
              >
                {t('household.sharing.leaveButton')}
              </Button>
            </>
          )}
        </Flex>
      )}
      {ready && households.length > 1 && (
        <NativeSelect.Root size="md" width={{ base: 'full', md: '60' }}>
          <NativeSelect.Field
            aria-label={t('household.switcher.household')}
            value={household ?? OWN_OR_WHOLE}
            onChange={(e) => events.chooseHousehold(fromOption(e.currentTarget.value))}
          >
            {households.map((h, i) => (
              <option key={h.uuid} value={i === 0 ? OWN_OR_WHOLE : h.uuid}>
                {i === 0 ? t('household.switcher.own') : h.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {ready && members.length > 1 && (
        <Flex align="center" gap="2" width={{ base: 'full', md: 'auto' }}>
          <chakra.label htmlFor="member-switcher" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            {t('household.switcher.label')}
          </chakra.label>
          <NativeSelect.Root size="md" width={{ base: 'full', md: '60' }}>
            <NativeSelect.Field
              id="member-switcher"
              data-testid="member-switcher"
              value={member ?? OWN_OR_WHOLE}
              onChange={(e) => events.chooseMember(fromOption(e.currentTarget.value))}
            >
              <option value={OWN_OR_WHOLE}>{t('household.members.wholeFamily')}</option>
              {members.map((m) => (
                <option key={m.uuid} value={m.uuid}>
                  {m.relation === 'self' ? t('household.switcher.self', { name: m.name }) : m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      )}
    </Flex>
  );
}
