/**
 * The invitation link a signed-out visitor followed and has not answered yet (product §13), kept in localStorage so that
 * creating an account first (sign-up, activation, login: the navigation state is lost on the way) still ends on it.
 * The login machine remembers it, the invitation machine forgets it once accepted or refused.
 */
const KEY = 'dahabi.pendingInvitation';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (a browser's privacy policy): only the navigation state carries it
  }
}

export function pendingInvitation(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function rememberPendingInvitation(token: string): void {
  storage()?.setItem(KEY, token);
}

export function forgetPendingInvitation(): void {
  storage()?.removeItem(KEY);
}
