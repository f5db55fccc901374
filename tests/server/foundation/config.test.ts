import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const messageOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('has working defaults for every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8000',
      smtpUrl: undefined,
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      priceProvider: 'live',
      pricePollSeconds: 300,
      corsOrigins: [],
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR/jwt-secret, readable by the owner only', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('reads explicit values', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '9001',
      PUBLIC_URL: 'https://dahabi.example.com/',
      PRICE_PROVIDER: 'Reference',
      PRICE_POLL_SECONDS: '60',
      LOCAL_PREMIUM_PCT: '-1.5',
      DEALER_SPREAD_PCT: '2',
      SILVER_PREMIUM_PCT: '4',
      SILVER_SPREAD_PCT: '5.5',
      CORS_ORIGINS: 'https://a.example.com, http://localhost:5173',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgresql://u:p@db:5432/dahabi',
    });
    expect(config).toMatchObject({
      port: 9001,
      publicUrl: 'https://dahabi.example.com',
      priceProvider: 'reference',
      pricePollSeconds: 60,
      localPremiumPct: -1.5,
      dealerSpreadPct: 2,
      silverPremiumPct: 4,
      silverSpreadPct: 5.5,
      corsOrigins: ['https://a.example.com', 'http://localhost:5173'],
      trustProxy: true,
      logLevel: 'debug',
      databaseUrl: 'postgresql://u:p@db:5432/dahabi',
    });
  });

  it('an empty value means the default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', PRICE_PROVIDER: ' ' })).toMatchObject({
      port: 8000,
      priceProvider: 'live',
    });
  });

  it('names every bad variable in one message', () => {
    const message = messageOf({
      PORT: 'abc',
      PRICE_PROVIDER: 'magic',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://x',
    });
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain('PORT="abc": must be a whole number between 0 and 65535');
    expect(message).toContain('PRICE_PROVIDER="magic": must be one of live, manual, reference');
    expect(message).toContain('TRUST_PROXY="maybe": must be true or false');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL');
  });

  it('rejects out-of-range numbers, short secrets and malformed origins, never echoing a secret', () => {
    expect(messageOf({ PORT: '70000' })).toContain('PORT="70000": must be between 0 and 65535');
    expect(messageOf({ PRICE_POLL_SECONDS: '1' })).toContain(
      'PRICE_POLL_SECONDS="1": must be between 10 and 86400',
    );
    expect(messageOf({ SILVER_SPREAD_PCT: '-1' })).toContain(
      'SILVER_SPREAD_PCT="-1": must be a number (a percentage such as 3)',
    );
    expect(messageOf({ SILVER_SPREAD_PCT: '25' })).toContain(
      'SILVER_SPREAD_PCT="25": must be between 0 and 10',
    );
    expect(messageOf({ SILVER_PREMIUM_PCT: 'lots' })).toContain(
      'SILVER_PREMIUM_PCT="lots": must be a number',
    );
    const secret = messageOf({ JWT_SECRET: 'hunter2' });
    expect(secret).toContain('JWT_SECRET');
    expect(secret).not.toContain('hunter2');
    expect(messageOf({ CORS_ORIGINS: 'https://a.example.com/path' })).toContain('CORS_ORIGINS');
  });
});
