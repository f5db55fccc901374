import { describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import en from '@locales/en.json';
import { generalMessage } from './messages';

describe('alerts: the server’s limits in the page’s words', () => {
  it.each([
    ['You can have at most 20 active alerts.', 'tooMany'],
    // product §16
    ['You can have at most 100 alerts, paused ones included.', 'tooManyInAll'],
  ] as const)('“%s” is the locale’s alerts.errors.%s', (text, key) => {
    expect(generalMessage({ status: 400, body: { non_field_errors: [text] } })).toEqual({
      key: `alerts.errors.${key}`,
    });
    expect(en.alerts.errors[key]).toContain(key === 'tooMany' ? '20' : '100');
    expect(ar.alerts.errors[key]).toContain(key === 'tooMany' ? '20' : '100');
  });
});
