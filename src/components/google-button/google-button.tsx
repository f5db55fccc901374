import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useLanguage, useTheme } from '@/app/preferences/use-preferences';
import { googleClientId, listenForCredential, loadGoogleIdentity } from './google-identity';

export interface GoogleButtonProps {
  /** 'signin_with' on /login, 'continue_with' on /signup. */
  text: 'signin_with' | 'continue_with' | 'signup_with';
  onCredential: (credential: string) => void;
  disabled?: boolean;
  /** Told whether the button is shown (false while loading or when Google sign-in is not configured). */
  onAvailabilityChange?: (available: boolean) => void;
}

/**
 * The Google Identity Services button (spec §2, §4). It renders nothing unless GET /api/config/ returns a client id;
 * only then is Google's script loaded (DESIGN §4.1).
 */
export function GoogleButton({
  text,
  onCredential,
  disabled = false,
  onAvailabilityChange,
}: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const theme = useTheme();
  const language = useLanguage();
  const onCredentialRef = useRef(onCredential);
  const onAvailabilityRef = useRef(onAvailabilityChange);
  useEffect(() => {
    onCredentialRef.current = onCredential;
    onAvailabilityRef.current = onAvailabilityChange;
  });

  useEffect(() => {
    let live = true;
    void googleClientId().then((id) => live && setClientId(id));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    let stopListening: (() => void) | undefined;
    loadGoogleIdentity()
      .then((google) => {
        if (!live || !container.current) return;
        stopListening = listenForCredential(google, clientId, (credential) =>
          onCredentialRef.current(credential),
        );
        container.current.replaceChildren();
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          text,
          locale: language,
          width: Math.min(container.current.clientWidth || 320, 400),
        });
        setReady(true);
      })
      .catch(() => live && setReady(false));
    return () => {
      live = false;
      stopListening?.();
    };
  }, [clientId, theme, language, text]);

  useEffect(() => {
    onAvailabilityRef.current?.(ready);
  }, [ready]);

  if (!clientId) return null;
  return (
    <Box
      ref={container}
      data-testid="google-button"
      display="flex"
      justifyContent="center"
      minH="44px"
      opacity={disabled ? 0.5 : 1}
      pointerEvents={disabled ? 'none' : undefined}
      aria-disabled={disabled || undefined}
      // Google's button lives in an iframe that no disabled attribute reaches: inert keeps clicks and the keyboard out.
      inert={disabled || undefined}
      colorScheme="normal"
    />
  );
}
