import { useSelector } from '@/lib/use-selector';
import { lazy, Suspense, useState } from 'react';
import { selectHistoryOpen } from '@machines/market/selectors';
import type { MarketActorRef } from './use-market-events';

const loadDialog = () => import('./price-history-dialog');

// A price's history chart (its dialog, range buttons and chart panel) is fetched when a person heads for a history
// button or opens one, not with the market's first view (architecture §7: only what the page draws).
const LazyPriceHistoryDialog = lazy(() => loadDialog().then((m) => ({ default: m.PriceHistoryDialog })));

/** Starts fetching the history dialog's code when a pointer or the keyboard reaches a history button. */
export function preloadHistoryOnIntent(event: { target: EventTarget | null }) {
  if (event.target instanceof Element && event.target.closest('[data-testid^="history-"]')) void loadDialog();
}

/** The price history dialog, loaded the first time a price's history is opened; kept mounted after that. */
export function DeferredPriceHistoryDialog({ actorRef }: { actorRef: MarketActorRef }) {
  const open = useSelector(actorRef, selectHistoryOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyPriceHistoryDialog actorRef={actorRef} />
    </Suspense>
  );
}
