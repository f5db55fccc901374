import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { MemberTotal } from '@machines/household/types';
import {
  selectIsIdle,
  selectMoveTo,
  selectRemovalStep,
  selectRemoving,
  selectTotal,
} from '@machines/household/selectors';
import { Amount } from '@/components/amount/amount';
import { MemberDot } from '@/components/member-dot/member-dot';
import { ConfirmButtons } from '@/components/confirm-buttons/confirm-buttons';
import { SectionCard } from '@/components/section-card/section-card';
import { Select } from '@/components/select/select';
import { type HouseholdActor, useHouseholdEvents } from './use-household-events';

/** The members with what each holds, the whole family's total, and edit / remove on each. */
export function MemberList({
  actorRef,
  members,
  canManage,
}: {
  actorRef: HouseholdActor;
  members: MemberTotal[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const total = useSelector(actorRef, selectTotal);
  return (
    <SectionCard
      title={t('household.members.title')}
      aside={
        <Text color="fg.muted" data-testid="household-total">
          {t('household.members.wholeFamily')}: <Amount value={total} />
        </Text>
      }
    >
      <Stack as="ul" gap="0" listStyleType="none">
        {members.map((member) => (
          <MemberRow
            key={member.uuid}
            actorRef={actorRef}
            member={member}
            members={members}
            canManage={canManage}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

function MemberRow({
  actorRef,
  member,
  members,
  canManage,
}: {
  actorRef: HouseholdActor;
  member: MemberTotal;
  members: MemberTotal[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const events = useHouseholdEvents(actorRef);
  const idle = useSelector(actorRef, selectIsIdle);
  const removing = useSelector(actorRef, selectRemoving) === member.uuid;
  const step = useSelector(actorRef, selectRemovalStep);

  return (
    <Stack
      as="li"
      data-testid={`member-${member.uuid}`}
      gap="3"
      py="3"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold" data-testid="member-name">
            <MemberDot colour={member.colour} name={member.name} />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {/* The owner's own member is "me" only to the owner; a viewer reads who it is. */}
            {t(`household.relation.${member.relation === 'self' && !canManage ? 'owner' : member.relation}`)}
          </Text>
        </Stack>
        <Flex align="center" justify="space-between" gap="3">
          <Text fontWeight="semibold" fontSize="lg" data-testid="member-total">
            <Amount value={member.total} />
          </Text>
          <Flex gap="2" wrap="wrap" hidden={!canManage}>
            <Button size="sm" variant="outline" disabled={!idle} onClick={() => events.edit(member.uuid)}>
              {t('household.members.edit')}
            </Button>
            {member.relation !== 'self' && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={!idle}
                onClick={() => events.remove(member.uuid)}
              >
                {t('household.members.remove')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
      {removing && (step === 'confirmingRemoval' || step === 'removing') && (
        <RemovalBox
          text={t('household.remove.confirm', { name: member.name })}
          confirmLabel={t('household.remove.confirmButton')}
          onConfirm={events.confirmRemove}
          onCancel={events.cancel}
          busy={step === 'removing'}
        >
          {null}
        </RemovalBox>
      )}
      {removing && (step === 'choosingMoveTarget' || step === 'moving') && (
        <RemovalBox
          text={t('household.remove.hasTransactions', { name: member.name })}
          confirmLabel={t('household.remove.moveButton')}
          onConfirm={events.confirmMove}
          onCancel={events.cancel}
          busy={step === 'moving'}
        >
          <MoveTarget actorRef={actorRef} members={members.filter((m) => m.uuid !== member.uuid)} />
        </RemovalBox>
      )}
    </Stack>
  );
}

function RemovalBox(props: {
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <Stack
      role="group"
      aria-label={props.text}
      data-testid="removal-box"
      gap="3"
      p="3"
      borderRadius="md"
      bg="red.subtle"
    >
      <Text>{props.text}</Text>
      {props.children}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <ConfirmButtons
          confirmLabel={props.confirmLabel}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
          busy={props.busy}
        />
      </Flex>
    </Stack>
  );
}

function MoveTarget({ actorRef, members }: { actorRef: HouseholdActor; members: MemberTotal[] }) {
  const { t } = useTranslation();
  const events = useHouseholdEvents(actorRef);
  const moveTo = useSelector(actorRef, selectMoveTo);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <chakra.label htmlFor="move-to" fontSize="sm">
        {t('household.remove.moveTo')}
      </chakra.label>
      <Select
        size="sm"
        maxW="xs"
        id="move-to"
        aria-label={t('household.remove.moveTo')}
        value={moveTo ?? ''}
        onChange={events.moveTargetChanged}
      >
        {members.map((m) => (
          <option key={m.uuid} value={m.uuid}>
            {m.name}
          </option>
        ))}
      </Select>
    </Flex>
  );
}
