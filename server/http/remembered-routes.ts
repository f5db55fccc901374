import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths remembered at most; past it the memory starts again (random paths cannot make it grow). */
const REMEMBERED = 2_000;

/**
 * Hono's own router (the fastest of its two that takes every route: the trie, for this app's), answering a method and
 * path it has matched before from memory. Which handlers a path reaches, and its parameters, depend on nothing else
 * once the routes are in (Hono refuses a route added after the first match), so a remembered answer is the answer;
 * the dashboard's reads ask for the same few paths all day, and the trie's walk was a twentieth of such a read's
 * CPU (docs/capacity.md).
 */
export class RememberedRoutes<T> implements Router<T> {
  readonly name = 'RememberedRoutes';
  private readonly router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  private readonly matched = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.matched.get(key);
    if (result === undefined) {
      result = this.router.match(method, path);
      if (this.matched.size >= REMEMBERED) this.matched.clear();
      this.matched.set(key, result);
    }
    return result;
  }
}
