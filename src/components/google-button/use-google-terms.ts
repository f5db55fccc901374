import { useSelector } from '@/lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import type { GoogleAuthMachine } from '@machines/google-auth/google-auth.machine';
import {
  selectCanAccept,
  selectFailure,
  selectIsAccepting,
  selectTermsAccepted,
  selectUserEmail,
} from '@machines/google-auth/selectors';

/**
 * The terms step of the Google flow as both of its views read it (the /terms-and-conditions page and the inline
 * box on /signup); their events go through useGoogleAuthEvents.
 */
export function useGoogleTerms(actorRef: ActorRefFrom<GoogleAuthMachine>) {
  const email = useSelector(actorRef, selectUserEmail);
  const accepted = useSelector(actorRef, selectTermsAccepted);
  const accepting = useSelector(actorRef, selectIsAccepting);
  const canAccept = useSelector(actorRef, selectCanAccept);
  const failure = useSelector(actorRef, selectFailure);
  return { email, accepted, accepting, canAccept, failure };
}
