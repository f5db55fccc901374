import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from '@/components/auth/auth-layout';
import { type TermsPageState, useGoogleAuthActor } from '@/components/google-button/use-google-auth';
import { TermsView } from './terms-view';

/**
 * product §2, §4: reached from Google sign-up with googleToken and userInfo; without the token it goes to /signup. The
 * googleAuth machine starts from them (its input) and decides.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state as TermsPageState | null) ?? {};
  const actorRef = useGoogleAuthActor({
    mode: 'termsPage',
    credential: state.googleToken ?? null,
    userInfo: state.userInfo
      ? {
          email: state.userInfo.email,
          name: state.userInfo.name ?? null,
          picture: state.userInfo.picture ?? null,
        }
      : null,
  });
  return (
    <AuthLayout title={t('terms.title')}>
      <TermsView actorRef={actorRef} />
    </AuthLayout>
  );
}
