import { readdirSync } from 'node:fs';

/**
 * The areas `npm run test:mutation` mutates, one Stryker run each (its own report and incremental file under
 * reports/mutation/<area>/). Each machine folder is an area, `machines/<name>`, mutated against its own folder's
 * tests; `machines` is every machine folder in turn, with one combined score (run.mjs, the bench). One run per
 * folder rather than one for all: a static mutant (machine configuration evaluated at import) reruns every test
 * its run holds, so in a single run each of some 2,000 static mutants would rerun every machine's tests.
 * Targets: 85 % of mutants killed in the machines, 90 % in the money and time code.
 * The machines are mutated against their scenario and unit tests (`*.test.ts`), not their model-based tests
 * (`*.machine.test.tsx`): those prove the view follows the machine, whatever the machine does, and walking every
 * path through the view for each of hundreds of mutants would take hours. The money and time areas run against
 * the pure unit tests beside the code (vitest.mutation.config.ts).
 */
const notTests = ['!**/*.test.ts', '!**/*.test.tsx'];

export type Area = {
  target: number;
  mutate: string[];
  tests?: string[];
  /** Database tests (tests/server/) run against this area's mutants, on TEST_DATABASE_URL or an embedded server. */
  databaseTests?: string[];
};

export const areas: Record<string, Area> = {
  // The ledger and its balance rules, and the money arithmetic the ledger and the gains use.
  ledger: {
    target: 90,
    mutate: ['server/portfolio/ledger.ts', 'server/portfolio/money.ts', 'server/portfolio/gains.ts'],
  },
  // The database half of the balance check (the window a write reads when this process has no replay): SQL and the
  // rounding of instants, which only its database test can exercise. An area of its own, so the pure ledger's
  // mutants do not each start a database.
  'ledger-check': {
    target: 90,
    mutate: ['server/portfolio/ledger-check.ts'],
    databaseTests: [
      'tests/server/portfolio/ledger-check.test.ts',
      'tests/server/portfolio/ledger-cap.test.ts',
    ],
  },
  valuation: { target: 90, mutate: ['server/portfolio/valuation.ts', 'server/portfolio/portfolio-value.ts'] },
  chart: { target: 90, mutate: ['server/portfolio/chart.ts'] },
  zakat: { target: 90, mutate: ['server/zakat/hawl.ts', 'server/zakat/compute.ts'] },
  numbers: { target: 90, mutate: ['contract/number-input.ts'] },
  'csv-import': { target: 90, mutate: ['server/portfolio/csv-import-plan.ts'] },
  dates: { target: 90, mutate: ['server/time/cairo-day.ts', 'server/zakat/hijri.ts'] },
};

/** The money and time areas, in the order a full run takes them. */
export const moneyAreas = [
  'ledger',
  'ledger-check',
  'valuation',
  'chart',
  'zakat',
  'numbers',
  'csv-import',
  'dates',
];

/** The machines' target, each folder's and the combined one. */
export const machinesTarget = 85;

/** Every folder of machines/ with code to mutate, as areas (`machines/<name>`), in name order. */
export function machineAreas(): string[] {
  return readdirSync('machines', { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        readdirSync(`machines/${d.name}`).some((f) => f.endsWith('.ts') && !/\.test\.tsx?$/.test(f)),
    )
    .map((d) => `machines/${d.name}`)
    .sort();
}

export function areaConfig(name: string): Area {
  const machine = /^machines\/([a-z0-9-]+)$/.exec(name);
  if (machine) {
    return {
      target: machinesTarget,
      mutate: [`machines/${machine[1]}/**/*.ts`, ...notTests],
      tests: [`machines/${machine[1]}/**/*.test.ts`],
    };
  }
  const area = areas[name];
  if (!area) {
    throw new Error(
      `unknown mutation area "${name}": use one of ${Object.keys(areas).join(', ')}, money, machines or machines/<name>`,
    );
  }
  return area;
}

/** reports/mutation/<area>/ (machines/portfolio → machines-portfolio). */
export const reportDir = (name: string) => `reports/mutation/${name.replace('/', '-')}`;
