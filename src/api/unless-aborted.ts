import { callApi } from './failure';

/**
 * A read whose actor was stopped is aborted through the actor's signal: the page was left, a newer request replaced
 * it, or React's StrictMode (development) stopped the page's actor and started it again on mount. That rejection is
 * nobody's failure: nothing waits for it, and an actor started again must not receive it as its own. The promise
 * returned here then never settles; any other outcome passes through.
 */
export function unlessAborted<T>(signal: AbortSignal, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}

/** unlessAborted for a read whose failure its flow takes as an ApiFailure (callApi). */
export function callApiUnlessAborted<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  return unlessAborted(signal, callApi(call));
}
