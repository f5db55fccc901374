import { describe, expect, it } from 'vitest';
import { routeDocument, routeOfDocument } from './route-documents';

describe('route documents', () => {
  it('names the landing document index and nested routes by their path', () => {
    expect(routeDocument('')).toBe('routes/index.html');
    expect(routeDocument('dashboard/market')).toBe('routes/dashboard/market.html');
  });

  it('reads the route back from every document name, and nothing from other files', () => {
    for (const route of ['', 'login', 'dashboard', 'dashboard/portfolio']) {
      expect(routeOfDocument(routeDocument(route))).toBe(route);
    }
    expect(routeOfDocument('index.html')).toBeUndefined();
    expect(routeOfDocument('assets/routes/x.js')).toBeUndefined();
  });
});
