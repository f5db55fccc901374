import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router';
import type { oneClickLinkMachine } from '@machines/shared/one-click-link';
import { inspect } from '@/app/inspect';

/** The flow of a one-click link's page, started with the token of its address (`/…/:token`; no session needed). */
export function useOneClickLink<TResult, TConfirm extends string, TRetry extends string>(
  machine: ReturnType<typeof oneClickLinkMachine<TResult, TConfirm, TRetry>>,
) {
  const { token = '' } = useParams();
  return useActorRef(machine, { inspect, input: { token } });
}
