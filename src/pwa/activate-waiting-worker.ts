/**
 * Lets the waiting version take over (it listens for SKIP_WAITING) and resolves once it controls the page, so the
 * reload that follows is served by the new version. Nothing waiting means another tab already let it take over.
 */
export function activateWaitingWorker(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
  timeoutMs = 10_000,
): Promise<void> {
  const waiting = registration.waiting;
  if (!waiting) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      if (error) reject(error);
      else resolve();
    };
    const onChange = () => finish();
    const timer = setTimeout(() => finish(new Error('the new version did not take over')), timeoutMs);
    container.addEventListener('controllerchange', onChange);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
