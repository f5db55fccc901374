import { hostileSuite } from './suite';

/** Hostile input on the portfolio routes, legacy alias included. */
await hostileSuite(
  (op) => op.path.startsWith('/api/portfolios/') || op.path.startsWith('/transactions/'),
  false,
);
