import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { useLanguage, useTheme } from '@/app/preferences/use-preferences';
import { listenForCredential } from './google-identity';

export interface GoogleButtonProps {
  /** The client id from GET /api/config/ (the googleAuth machine's context once it is available). */
  clientId: string;
  /** 'signin_with' on /login, 'continue_with' on /signup. */
  text: 'signin_with' | 'continue_with' | 'signup_with';
  onCredential: (credential: string) => void;
  disabled?: boolean;
}

/**
 * The Google Identity Services button (product §2, §4), rendered once the googleAuth machine is `available`: the
 * configuration had a client id and Google's script has loaded (the machine decides; this only draws the button in
 * the current theme and language).
 */
export function GoogleButton({ clientId, text, onCredential, disabled = false }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const language = useLanguage();
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  });

  useEffect(() => {
    const google = window.google;
    if (!google || !container.current) return;
    const stopListening = listenForCredential(google, clientId, (credential) =>
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
    return stopListening;
  }, [clientId, theme, language, text]);

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
