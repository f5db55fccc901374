import { hostileSuite } from './suite';

/**
 * Hostile input on every other documented route (a new area lands here by itself), the check that the document
 * lists the API, and that another user's objects are unreachable.
 */
await hostileSuite(
  (op) =>
    !op.path.startsWith('/auth/') &&
    !op.path.startsWith('/api/users/') &&
    !op.path.startsWith('/api/portfolios/') &&
    !op.path.startsWith('/transactions/'),
  true,
);
