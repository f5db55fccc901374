import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { oneClickLinkMachine } from '@machines/shared/one-click-link';
import { inspect } from '@/app/inspect';

/** The flow of a one-click link's page, started with the token of its address (`/…/:token`; no session needed). */
export function useOneClickLink<TResult, TConfirm extends string, TRetry extends string>(
  machine: ReturnType<typeof oneClickLinkMachine<TResult, TConfirm, TRetry>>,
) {
  const { token = '' } = useParams();
  return useActorRef(machine, { inspect, input: { token } });
}

/** The events a one-click link's page sends (its facade): `confirm` and `retry` are the machine's own events. */
export function useOneClickLinkEvents<TResult, TConfirm extends string, TRetry extends string>(
  actorRef: ActorRefFrom<ReturnType<typeof oneClickLinkMachine<TResult, TConfirm, TRetry>>>,
  names: { confirm: TConfirm; retry: TRetry },
) {
  const { confirm, retry } = names;
  return useMemo(
    () => ({
      confirm: () => actorRef.send({ type: confirm }),
      retry: () => actorRef.send({ type: retry }),
    }),
    [actorRef, confirm, retry],
  );
}
