// A user who bought twelve gold pounds and 100 g of 21k jewellery 400 days ago, with the prices of then and now
// recorded: the hawl started on the purchase day and fell due one Umm al-Qura year later (product §12).
import { before, now } from '../dashboard/price-snapshots';
import {
  createSignedInUser,
  recordSnapshot,
  recordTransactions,
  type RunningServer,
} from '../../support/e2e';

const DAY = 24 * 3600 * 1000;

/** The prices 400 days ago (21k bought back at 6,000, a pound at 48,000) and a minute ago (6,081.47; 48,651.76). */
export async function recordPrices(server: RunningServer) {
  const at = Date.now();
  await recordSnapshot(server, before(new Date(at - 400 * DAY)));
  await recordSnapshot(server, now(new Date(at - 60_000)));
}

export async function userWithGold(server: RunningServer) {
  const user = await createSignedInUser(server);
  const at = `${new Date(Date.now() - 400 * DAY).toISOString().slice(0, 10)}T12:00:00Z`;
  await recordTransactions(server, user.access, [
    ['pound_full', 12, 48_500, at],
    ['jewellery_21k', 100, 6_200, at],
  ]);
  return user;
}
