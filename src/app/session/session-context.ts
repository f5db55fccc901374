import { createContext, useContext } from 'react';
import type { SessionService } from './session-service';

export const SessionContext = createContext<SessionService | null>(null);

export function useSessionService(): SessionService {
  const service = useContext(SessionContext);
  if (!service) throw new Error('useSession() needs <SessionProvider> above it');
  return service;
}
