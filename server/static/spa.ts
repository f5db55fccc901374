import type { Context } from 'hono';
import type { AppContext } from '../app-context';

/** Placeholder until the SPA server lands (next commit). */
export function spaHandler(_ctx: AppContext) {
  return (c: Context) => c.json({ detail: 'The web app is not built yet.' }, 503);
}
