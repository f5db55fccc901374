import { useScopeMembers } from '@/app/household-scope/use-scope-members';
import { MemberDot } from '@/components/member-dot/member-dot';

/** The member a transaction belongs to (product §13): their colour and name, or nothing in a household of one. */
export function TransactionMember({ uuid }: { uuid: string | undefined }) {
  const { members } = useScopeMembers();
  const member = members.length > 1 ? members.find((m) => m.uuid === uuid) : undefined;
  return member ? <MemberDot colour={member.colour} name={member.name} /> : null;
}

/** Whether the tables show whose each transaction is: only when the household has more than one member. */
export function useShowsMembers(): boolean {
  return useScopeMembers().members.length > 1;
}
