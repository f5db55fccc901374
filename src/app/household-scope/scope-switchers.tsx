import { Alert, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import {
  selectHousehold,
  selectHouseholds,
  selectIsReady,
  selectLeaveStep,
  selectLoadingFailed,
  selectLost,
  selectMember,
  selectMembers,
  selectRole,
} from '@machines/household-scope/selectors';
import { ConfirmButtons } from '@/components/confirm-buttons/confirm-buttons';
import { Select } from '@/components/select/select';
import type { HouseholdScopeActor } from './household-scope-provider';
import { useScopeEvents } from './use-scope-events';

const OWN_OR_WHOLE = '';
const fromOption = (value: string) => (value === OWN_OR_WHOLE ? null : value);

/**
 * Whose gold the page shows (product §13): the household (the person's own, or one shared with them) and "Whole
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
  const lost = useSelector(actorRef, selectLost);

  return (
    <Flex justify="flex-end" align="center" gap="3" wrap="wrap" _empty={{ display: 'none' }}>
      {lost !== null && (
        <Alert.Root status="warning" role="status" width="full" data-testid="access-lost">
          <Alert.Indicator />
          <Alert.Title>{t('household.switcher.lost', { name: lost })}</Alert.Title>
        </Alert.Root>
      )}
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
            <ConfirmButtons
              confirmLabel={t('household.sharing.leaveButton')}
              onConfirm={events.confirmLeave}
              onCancel={events.cancelLeave}
              busy={leaveStep === 'leaving'}
            />
          )}
        </Flex>
      )}
      {ready && households.length > 1 && (
        <ScopeSelect
          id="household-switcher"
          label={t('household.switcher.household')}
          value={household ?? OWN_OR_WHOLE}
          onChange={(value) => events.chooseHousehold(fromOption(value))}
          options={households.map((h, i) => ({
            value: i === 0 ? OWN_OR_WHOLE : h.uuid,
            label: i === 0 ? t('household.switcher.own') : h.name,
          }))}
        />
      )}
      {ready && members.length > 1 && (
        <ScopeSelect
          id="member-switcher"
          label={t('household.switcher.label')}
          value={member ?? OWN_OR_WHOLE}
          onChange={(value) => events.chooseMember(fromOption(value))}
          options={[
            { value: OWN_OR_WHOLE, label: t('household.members.wholeFamily') },
            ...members.map((m) => ({
              value: m.uuid,
              // The owner's own member is "me" only in the person's own household; elsewhere it is its owner's.
              label:
                m.relation === 'self' && role === 'owner'
                  ? t('household.switcher.self', { name: m.name })
                  : m.name,
            })),
          ]}
        />
      )}
    </Flex>
  );
}

/** One switcher with its visible label. */
function ScopeSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Flex align="center" gap="2" width={{ base: 'full', md: 'auto' }}>
      <chakra.label htmlFor={props.id} color="fg.muted" fontSize="sm" whiteSpace="nowrap">
        {props.label}
      </chakra.label>
      <Select
        size="md"
        width={{ base: 'full', md: '60' }}
        id={props.id}
        data-testid={props.id}
        value={props.value}
        onChange={props.onChange}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Flex>
  );
}
