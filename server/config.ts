import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration from environment variables (architecture §6), validated once at start-up.
 * A bad value stops the server with one message naming the variable, never a stack trace.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PRICE_PROVIDERS = ['live', 'manual', 'reference'] as const;

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalString = z.preprocess(unsetIfEmpty, z.string().trim().optional());

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, `must be between ${min} and ${max}`)
          .max(max, `must be between ${min} and ${max}`),
      )
      .default(fallback),
  );

const percentage = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'must be a number (a percentage such as 1.5)')
      .transform(Number)
      .pipe(z.number().min(-50, 'must be between -50 and 100').max(100, 'must be between -50 and 100'))
      .default(fallback),
  );

/** A dealer's spread: a negative one would price selling below buying, and the price checks refuse over 10 %. */
const spreadPercentage = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number (a percentage such as 3)')
      .transform(Number)
      .pipe(z.number().max(10, 'must be between 0 and 10'))
      .default(fallback),
  );

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be an http(s) URL (${what})`);

const boolean = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .default(false),
);

/** Every variable the server reads, with its default (README.md and .env.example are tested against it). */
export const envSchema = z.object({
  PORT: integer(0, 65535, 8000),
  HOST: z.preprocess(unsetIfEmpty, z.string().trim().default('0.0.0.0')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().trim().default('./data')),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .refine((v) => /^postgres(?:ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(unsetIfEmpty, httpUrl('the address people open, used in e-mail links').optional()),
  JWT_SECRET: z.preprocess(
    unsetIfEmpty,
    z.string().min(32, 'must be at least 32 characters (or leave it unset to generate one)').optional(),
  ),
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().trim().default('Dahabi <no-reply@dahabi.local>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(
    unsetIfEmpty,
    httpUrl("Google's JSON Web Key Set").default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  PRICE_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' ? unsetIfEmpty(v.trim().toLowerCase()) : v),
    z.enum(PRICE_PROVIDERS, { error: `must be one of ${PRICE_PROVIDERS.join(', ')}` }).default('live'),
  ),
  PRICE_POLL_SECONDS: integer(10, 86_400, 300),
  PRICE_STALE_HOURS: integer(1, 8_760, 24),
  LOCAL_PREMIUM_PCT: percentage(0),
  DEALER_SPREAD_PCT: percentage(1),
  SILVER_PREMIUM_PCT: percentage(0),
  SILVER_SPREAD_PCT: spreadPercentage(3),
  PORTFOLIO_WRITES_PER_MINUTE: integer(1, 100_000, 300),
  PORTFOLIO_WRITE_QUEUE: integer(0, 1_000, 16),
  PORTFOLIO_MAX_TRANSACTIONS: integer(1, 10_000_000, 10_000),
  SHUTDOWN_DRAIN_SECONDS: integer(0, 600, 10),
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: boolean,
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? unsetIfEmpty(v.trim().toLowerCase()) : v),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  DIST_DIR: optionalString,
});

export type PriceProvider = (typeof PRICE_PROVIDERS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, generated secrets, mail outbox). */
  dataDir: string;
  /** External PostgreSQL; undefined means the embedded one in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Where people reach the app, without a trailing slash (links in e-mails). */
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  priceProvider: PriceProvider;
  pricePollSeconds: number;
  /** Prices older than this many hours are shown as stale, with their age (GET /api/prices/status/). */
  priceStaleHours: number;
  /** Local gold premium over the global parity, in percent. */
  localPremiumPct: number;
  /** Spread between a dealer's selling and buying price, in percent. */
  dealerSpreadPct: number;
  /** Local silver premium over the global silver parity, in percent. */
  silverPremiumPct: number;
  /** Spread between a dealer's selling and buying price of silver, in percent (wider than gold's). */
  silverSpreadPct: number;
  /** Creates, edits and deletes of transactions a person may make per minute (all instances together). */
  portfolioWritesPerMinute: number;
  /** A person's writes waiting in one process behind the one in flight; more are answered 429 at once. */
  portfolioWriteQueue: number;
  /** The most transactions one person's ledger may hold; a create beyond it is a 400. */
  portfolioMaxTransactions: number;
  /**
   * After SIGTERM, how long the instance keeps serving while /readyz answers 503, so a load balancer takes it out
   * of rotation before it stops accepting connections.
   */
  shutdownDrainSeconds: number;
  /** Allowed cross-origin origins; empty means same origin only (CORS off). */
  corsOrigins: string[];
  /** Behind a reverse proxy: trust X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
  logLevel: LogLevel;
  /** The built SPA (vite build output). */
  distDir: string;
}

/** A configuration problem a person must fix; `message` names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const projectRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      return `  ${name}${value === undefined ? '' : `=${JSON.stringify(name === 'JWT_SECRET' ? '…' : value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const corsOrigins = parseOrigins(e.CORS_ORIGINS);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/(?<!\/)\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    priceProvider: e.PRICE_PROVIDER,
    pricePollSeconds: e.PRICE_POLL_SECONDS,
    priceStaleHours: e.PRICE_STALE_HOURS,
    localPremiumPct: e.LOCAL_PREMIUM_PCT,
    dealerSpreadPct: e.DEALER_SPREAD_PCT,
    silverPremiumPct: e.SILVER_PREMIUM_PCT,
    silverSpreadPct: e.SILVER_SPREAD_PCT,
    portfolioWritesPerMinute: e.PORTFOLIO_WRITES_PER_MINUTE,
    portfolioWriteQueue: e.PORTFOLIO_WRITE_QUEUE,
    portfolioMaxTransactions: e.PORTFOLIO_MAX_TRANSACTIONS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    corsOrigins,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR ?? path.join(projectRoot, 'dist')),
  };
}

function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new ConfigError(
          `Invalid configuration:\n  CORS_ORIGINS: "${origin}" is not an origin such as https://app.example.com`,
        );
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
        throw new ConfigError(
          `Invalid configuration:\n  CORS_ORIGINS: "${origin}" is not an origin such as https://app.example.com (scheme and host only)`,
        );
      }
      return url.origin;
    });
}

/**
 * Without JWT_SECRET the secret is generated once and kept in DATA_DIR/jwt-secret (0600),
 * so tokens survive restarts. Several instances sharing a database must set JWT_SECRET.
 */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': if another process created it in the meantime, use theirs.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw new ConfigError(
      `DATA_DIR=${JSON.stringify(dataDir)}: cannot create ${file} (${(error as Error).message}). Set JWT_SECRET or make DATA_DIR writable.`,
    );
  }
}
