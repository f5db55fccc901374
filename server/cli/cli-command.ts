import type { AppContext } from '../app-context';

/** One `npm run admin -- <command>`: server/cli.ts lists them in its help and runs the one named. */
export interface CliCommand {
  usage: string;
  description: string;
  /** Resolves to the process exit code. */
  run(ctx: AppContext, args: string[], out: (line: string) => void): Promise<number>;
}

/** A command that takes no arguments: given any, it prints its usage and exits 1. */
export function withoutArguments(
  usage: string,
  description: string,
  run: (ctx: AppContext, out: (line: string) => void) => Promise<number>,
): CliCommand {
  return {
    usage,
    description,
    async run(ctx, args, out) {
      if (args.length > 0) {
        out(`Usage: ${usage}`);
        return 1;
      }
      return run(ctx, out);
    },
  };
}
