import type { AppContext } from '../app-context';

// Placeholder created by server-core so server/main.ts can start it; the prices owner replaces this file.
export function startPricePoller(_ctx: AppContext): { stop(): Promise<void> } {
  return { stop: async () => {} };
}
