import type { AppContext } from './app-context';
import { authCommands } from './cli/auth-commands';
import type { CliCommand } from './cli/cli-command';
import { priceCommands } from './cli/price-commands';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { MigrationError, runMigrations } from './db/migrate';
import { openCliDatabase } from './db/open-database';
import { createPool } from './db/pool';
import { createLogger } from './logger';

/**
 * `npm run admin -- <command> [args]`. Each area adds its commands in server/cli/<area>-commands.ts.
 * With the embedded database, a command uses the running server's PostgreSQL when a server runs on this
 * DATA_DIR, and otherwise starts it for the command and stops it afterwards.
 */

const builtins: Record<string, CliCommand> = {
  'db:migrate': {
    usage: 'db:migrate',
    description: 'Apply pending database migrations (the server also does this when it starts).',
    async run(ctx, _args, out) {
      const { applied, alreadyApplied } = await runMigrations(ctx.pool, ctx.log);
      if (applied.length === 0)
        out(`The database is up to date (${alreadyApplied} migrations applied before).`);
      else for (const name of applied) out(`Applied ${name}`);
      return 0;
    },
  },
};

const commands: Record<string, CliCommand> = { ...builtins, ...authCommands, ...priceCommands };

const out = (line: string) => console.info(line);

function help() {
  out('Usage: npm run admin -- <command> [arguments]\n');
  out('Commands:');
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length), 'help'.length) + 2;
  out(`  ${'help'.padEnd(width)}Show this list.`);
  for (const name of Object.keys(commands).sort()) {
    const command = commands[name]!;
    out(`  ${command.usage.padEnd(width)}${command.description}`);
  }
  out("\nThe environment (DATA_DIR, DATABASE_URL, …) is the server's: see .env.example.");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help();
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n`);
    help();
    return 2;
  }

  // Quiet unless asked: the command's own lines are what a person reads.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const log = createLogger(config.logLevel);
  const database = await openCliDatabase(config, log);
  const pool = createPool(database.url, log, { max: 4, applicationName: `dahabi-admin ${name}` });
  try {
    // A command may run before any server has started on this DATA_DIR: bring the schema up to date first.
    if (name !== 'db:migrate') await runMigrations(pool, log);
    const ctx: AppContext = { config, pool, log, now: () => new Date() };
    return await command.run(ctx, args, out);
  } finally {
    await pool.end();
    await database.close();
  }
}

const EXPECTED = [ConfigError, DataDirLockedError, EmbeddedPostgresError, MigrationError];

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (EXPECTED.some((type) => error instanceof type)) console.error(`dahabi: ${(error as Error).message}`);
    else console.error('dahabi: the command failed:', error);
    process.exit(1);
  },
);
