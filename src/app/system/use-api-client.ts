import { useMemo } from 'react';
import { type ApiClient, createApi } from '@/api/client';
import { apiClientOf } from './api-for';
import { useApp } from './app-system';

/**
 * The client of the app's system (ADR 030), for an actor React starts on its own (a form's, a settings section's):
 * given in its input or bound with `provide()`. An actor the app runs reaches it through its own `system` instead
 * (./api-for.ts).
 */
export function useApiClient(): ApiClient {
  const { system } = useApp();
  return useMemo(() => apiClientOf(system, createApi), [system]);
}
