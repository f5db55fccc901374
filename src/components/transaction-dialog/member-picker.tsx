import { Field } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { selectMemberChoice } from '@machines/transaction-dialog/selectors';
import { useScopeMembers } from '@/app/household-scope/use-scope-members';
import { type TransactionDialogActor, useTransactionDialogEvents } from './use-transaction-dialog';
import { Select } from '@/components/select/select';

/** Whose gold the transaction is (product §13); shown when the household has more than one member. */
export function MemberPicker({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const chosen = useSelector(actorRef, selectMemberChoice);
  const { members, defaultMember } = useScopeMembers();
  if (members.length < 2) return null;
  return (
    <Field.Root>
      <Field.Label>{t('household.picker.label')}</Field.Label>
      <Select name="member" value={chosen || defaultMember} onChange={events.setMember}>
        {members.map((m) => (
          <option key={m.uuid} value={m.uuid}>
            {m.relation === 'self' ? t('household.switcher.self', { name: m.name }) : m.name}
          </option>
        ))}
      </Select>
    </Field.Root>
  );
}
