import { expect } from 'vitest';
import { apiCall, type RunningServer } from './e2e';

/** [asset code, quantity, price per unit in EGP] */
export type Purchase = readonly [code: string, quantity: number, price: number];

/** Records purchases through the real API as the signed-in user, all at `timestamp` (ISO 8601). */
export async function recordPurchases(
  server: RunningServer,
  access: string,
  purchases: readonly Purchase[],
  timestamp: string,
): Promise<void> {
  const assets = (await apiCall(server, access, 'GET', '/api/portfolios/available-assets/')).body as Record<
    string,
    Array<{ id: number; code: string }>
  >;
  const idOf = (code: string) =>
    Object.values(assets)
      .flat()
      .find((a) => a.code === code)!.id;
  for (const [code, quantity, price] of purchases) {
    const created = await apiCall(server, access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: 'buy',
      asset: idOf(code),
      quantity,
      price,
      timestamp,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
}
