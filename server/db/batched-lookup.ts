import type pg from 'pg';
import { QUERY_TIMEOUT_MS } from './pool';

/**
 * A lookup many concurrent requests make, each for its own parameters (the user check every signed-in request
 * runs), asked in one statement for all the requests waiting at that moment instead of one statement each.
 *
 * Why: under load the round trip, not the lookup, was the cost. On a 2-core machine a cached portfolio read spent
 * more of its time in the write to PostgreSQL and in PostgreSQL's own protocol work than in everything else
 * together (docs/performance.md). One statement for twenty requests makes that cost once.
 *
 * How: a request's parameters wait for the end of the event loop's turn (setImmediate), so every request that
 * arrived in that turn goes in the same statement. At most MAX_IN_FLIGHT statements run at once; the requests
 * that arrive meanwhile wait for one to finish and go together in the next, so batches grow with the load and
 * a lone request goes at once. A lone request runs the plain statement, each `$k` cast to its declared type; a batch
 * runs it for each row of `unnest($1::type[], …) WITH ORDINALITY` (a LATERAL join), `$k` reading the k-th array.
 *
 * Every request gets exactly its own row (or none), read in one snapshot with the others of its batch. A failing
 * statement fails every request of the batch with the same error (the database is down, a timeout): no request
 * can make the statement fail by its own parameters, which must all be valid for their declared types.
 *
 * A request is answered within `deadlineMs` of asking, whatever it waited behind: when the database hangs (frozen,
 * partitioned) the statements in flight take the whole query timeout each, and a request queued behind them would
 * otherwise wait for one of them and then for its own. At the deadline it fails with a LookupTimeout, which
 * isDatabaseUnavailable reads as the database being out of reach (a 503).
 */
export interface LookupStatement {
  /** A prepared statement's name, unique to this text; the batch statement is named after it. */
  name: string;
  /** One row (or none) for `$1`…`$k`; `$k` may appear several times. */
  text: string;
  /** The PostgreSQL type of each parameter, in order (`int`, `text`, `timestamptz`…): the arrays' element types. */
  types: readonly string[];
}

export interface BatchedLookup<Row> {
  /** The row for these parameters, or undefined when the statement finds none. */
  ask(values: readonly unknown[]): Promise<Row | undefined>;
}

/** Statements of one lookup in flight at once: enough to keep a few connections of the pool busy, not all. */
const MAX_IN_FLIGHT = 4;
/** Requests in one statement at most (its arrays stay small; the next batch takes the rest). */
const MAX_BATCH = 64;

/** A request not answered within its deadline (the database hangs). */
export class LookupTimeout extends Error {
  constructor(name: string, ms: number) {
    super(`${name}: no answer from the database within ${ms} ms`);
    this.name = 'LookupTimeout';
  }
}

interface Waiting<Row> {
  values: readonly unknown[];
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

export function batchedLookup<Row extends object>(
  pool: Pick<pg.Pool, 'query'>,
  statement: LookupStatement,
  { deadlineMs = QUERY_TIMEOUT_MS }: { deadlineMs?: number } = {},
): BatchedLookup<Row> {
  const single = singleStatement(statement);
  const batch = batchStatement(statement);
  const waiting: Array<Waiting<Row>> = [];
  let scheduled = false;
  let inFlight = 0;

  const schedule = () => {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || waiting.length === 0) return;
    scheduled = true;
    setImmediate(run);
  };

  function run(): void {
    scheduled = false;
    const taken = waiting.splice(0, MAX_BATCH);
    inFlight++;
    lookUp(taken)
      .then(
        (rows) => taken.forEach((w, i) => w.resolve(rows[i])),
        (error: unknown) => taken.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
    schedule();
  }

  async function lookUp(taken: Array<Waiting<Row>>): Promise<Array<Row | undefined>> {
    if (taken.length === 1) {
      const { rows } = await pool.query<Row>({ ...single, values: [...taken[0]!.values] });
      return [rows[0]];
    }
    const columns = statement.types.map((_, k) => taken.map((w) => w.values[k] ?? null));
    const { rows } = await pool.query<Row & { asked_n: string }>({ ...batch, values: columns });
    const found: Array<Row | undefined> = new Array<Row | undefined>(taken.length);
    for (const { asked_n, ...row } of rows) found[Number(asked_n) - 1] ??= row as unknown as Row;
    return found;
  }

  return {
    ask: (values) =>
      new Promise<Row | undefined>((resolve, reject) => {
        if (values.length !== statement.types.length)
          throw new Error(
            `${statement.name}: ${values.length} values for ${statement.types.length} parameters`,
          );
        const timer = setTimeout(() => {
          const queued = waiting.indexOf(request);
          if (queued >= 0) waiting.splice(queued, 1);
          reject(new LookupTimeout(statement.name, deadlineMs));
        }, deadlineMs);
        const request: Waiting<Row> = {
          values,
          resolve: (row) => {
            clearTimeout(timer);
            resolve(row);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiting.push(request);
        schedule();
      }),
  };
}

/** `$k` of the text replaced by `to(k)`. */
const eachParameter = (text: string, to: (k: number) => string) =>
  text.replace(/\$(\d+)/g, (_, k: string) => to(Number(k)));

/** The statement for one parameter set, each `$k` of its declared type (as the batch's arrays give it). */
export function singleStatement(statement: LookupStatement): { name: string; text: string } {
  return {
    name: statement.name,
    text: eachParameter(statement.text, (k) => `($${k}::${statement.types[k - 1]})`),
  };
}

/** The statement for many parameter sets: `$k` becomes the k-th array's element of the row being looked up. */
export function batchStatement(statement: LookupStatement): { name: string; text: string } {
  const arrays = statement.types.map((type, k) => `$${k + 1}::${type}[]`).join(', ');
  const names = statement.types.map((_, k) => `p${k + 1}`).join(', ');
  const perRow = eachParameter(statement.text, (k) => `asked.p${k}`);
  return {
    name: `${statement.name}+batch`,
    text: `SELECT asked.n AS asked_n, found.* FROM unnest(${arrays}) WITH ORDINALITY AS asked(${names}, n)
             CROSS JOIN LATERAL (${perRow}) AS found`,
  };
}
