import { type ComponentProps, lazy, Suspense } from 'react';
import { useSelector } from '@/lib/use-selector';
import { selectIsAvailable, selectShowsTerms } from '@machines/google-auth/selectors';
import type { GoogleAuthView } from './google-auth-view';

// Google's part is drawn with Chakra: loaded once there is something to show, so /login and /signup paint without it.
const Island = lazy(() => import('./google-auth-island'));

/** GoogleAuthView, loaded when the googleAuth machine has a button or the terms box to show (nothing before). */
export function LazyGoogleAuthView(props: ComponentProps<typeof GoogleAuthView>) {
  const shown = useSelector(props.actorRef, (s) => selectIsAvailable(s) || selectShowsTerms(s));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Island {...props} />
    </Suspense>
  );
}
