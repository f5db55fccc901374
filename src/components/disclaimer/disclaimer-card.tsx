import { useActorRef } from '@xstate/react';
import { disclaimerMachine } from '@machines/disclaimer/disclaimer.machine';
import { DisclaimerView } from './disclaimer-view';
import { inspect } from '@/app/inspect';

export const disclaimerStorageKey = 'disclaimerAcknowledged';

function wasAcknowledged(): boolean {
  try {
    return localStorage.getItem(disclaimerStorageKey) === 'true';
  } catch {
    return false;
  }
}

export function persistAcknowledgement() {
  try {
    localStorage.setItem(disclaimerStorageKey, 'true');
  } catch {
    // Blocked storage: the card comes back next visit, which is the safe side.
  }
}

const liveMachine = disclaimerMachine.provide({ actions: { persistAcknowledgement } });

/**
 * product §2: the disclaimer card. `closable={false}` on the landing page (always shown); elsewhere it can be
 * acknowledged once and stays hidden afterwards.
 */
export function DisclaimerCard({ closable }: { closable: boolean }) {
  const actorRef = useActorRef(liveMachine, {
    input: { closable, acknowledged: closable && wasAcknowledged() },
    inspect,
  });
  return <DisclaimerView actorRef={actorRef} />;
}
