import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

type Source = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'> | undefined;
type SnapshotOf<A> = A extends { getSnapshot(): infer S } ? S : undefined;

interface Drawn<T> {
  snapshot: unknown;
  value: T;
  selector: (snapshot: never) => T;
  compare: (a: T, b: T) => boolean;
}

/**
 * True when no event is being dispatched (`window.event`, which every browser has): a reply or a timer. Where it is
 * unknown (a test's DOM), the change is taken for a person's and React gives it its own priority.
 */
const outsideAnyEvent = () =>
  typeof window !== 'undefined' && 'event' in window && window.event === undefined;

const failed = (snapshot: unknown): snapshot is { status: 'error'; error: unknown } =>
  typeof snapshot === 'object' && snapshot !== null && (snapshot as { status?: unknown }).status === 'error';

/**
 * What a view reads of a flow: `@xstate/react`'s useSelector, the same signature and the same results (a failed actor
 * throws its error to the nearest boundary), without `useSyncExternalStore` (architecture §7: total blocking time).
 *
 * React renders a page's view in slices when it is drawn deferred (usePageActor), but a store read through
 * `useSyncExternalStore` that changes while those slices run (a page's data arriving) makes React throw the slices away
 * and draw the whole view again in one synchronous task: 80–130 ms of a fast laptop's CPU on the dashboard, the
 * longest task of its load. Here a render reads the actor's snapshot as it is, and the view subscribes once it is on
 * screen: a change it missed, or any later one, draws the parts whose selection changed again. A change made in a
 * person's event (a key, a tap) is drawn at once, as before, so a typed value never lags; one that comes later (a
 * reply, a timer) is drawn as a transition, in slices.
 */
export function useSelector<A extends Source, T>(
  actor: A,
  selector: (snapshot: SnapshotOf<A>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const snapshot = actor?.getSnapshot() as SnapshotOf<A>;
  if (failed(snapshot)) throw snapshot.error;
  const drawn = useRef<Drawn<T> | null>(null);
  // The same selection as the one on screen keeps its identity, as useSyncExternalStore's selector does; the same
  // selector on the same snapshot is not asked again.
  const shown = drawn.current;
  let value: T;
  if (shown && shown.selector === selector && shown.snapshot === snapshot) value = shown.value;
  else {
    const selected = selector(snapshot);
    value = shown && compare(shown.value, selected) ? shown.value : selected;
  }
  useLayoutEffect(() => {
    drawn.current = { snapshot, value, selector: selector as Drawn<T>['selector'], compare };
  });
  useEffect(() => {
    if (!actor) return;
    const changed = () => {
      const shown = drawn.current;
      const now = actor.getSnapshot() as SnapshotOf<A>;
      if (!shown || now === shown.snapshot) return false;
      return failed(now) || !shown.compare(shown.value, (shown.selector as typeof selector)(now));
    };
    // What changed before the view was on screen: no person's event is under way in an effect.
    if (changed()) startTransition(redraw);
    const onChange = () => {
      if (!changed()) return;
      if (outsideAnyEvent()) startTransition(redraw);
      else redraw();
    };
    const { unsubscribe } = actor.subscribe({ next: onChange, error: onChange });
    return unsubscribe;
  }, [actor]);
  return value;
}
