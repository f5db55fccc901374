import { hostileSuite } from './suite';

/** Hostile input on the accounts routes (split from the rest so the files run in parallel). */
await hostileSuite((op) => op.path.startsWith('/auth/') || op.path.startsWith('/api/users/'), false);
