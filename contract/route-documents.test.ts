import { describe, expect, it } from 'vitest';
import { documentRoute, routeDocument, routeOfDocument } from './route-documents';

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

  it('answers every activation link with the one activation document, and other paths with their own', () => {
    expect(documentRoute('activate/MTI/c4x-9f2e1d')).toBe('activate');
    expect(documentRoute('activate/MTI/c4x-9f2e1d/')).toBe('activate');
    expect(documentRoute('activate/MTI')).toBe('activate/MTI');
    expect(documentRoute('activate/a/b/c')).toBe('activate/a/b/c');
    expect(documentRoute('login')).toBe('login');
    expect(documentRoute('')).toBe('');
  });
});
