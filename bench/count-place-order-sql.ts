// Counts the SQL statements (each one a round trip) that one place-order makes: N visitors each put one item in
// their cart and prepare a checkout, then each checkout's create-order runs with every statement recorded.
//   npx tsx bench/count-place-order-sql.ts [N]        (DATABASE_URL=postgres://… for PostgreSQL)
import type { Queryable } from '../packages/platform/src/db/database';
import { createCartTestKit } from '../packages/platform/src/modules/cart/testing/cart-test-kit';

const orders = Number(process.argv[2] ?? 5);
const kit = await createCartTestKit();
const productId = await kit.product({ price: 10 });
const address = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97201',
  addressLine1: '1 Main St',
};
const checkouts: Array<{ token: string; id: string }> = [];
for (let i = 0; i < orders; i++) {
  const buyer = await kit.visitor();
  await kit.add(buyer, [{ productId }]);
  const made = await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
    channelType: 'WEB',
    email: 'load@example.com',
    shippingAddress: address,
    billingAddress: address,
  });
  checkouts.push({ token: buyer.token, id: made.body.checkoutId });
}
let recording = false;
const statements: string[] = [];
const record = (target: Queryable): Queryable => {
  const query = target.query.bind(target);
  target.query = ((sql: string, params?: readonly unknown[]) => {
    if (recording) statements.push(sql.replace(/\s+/g, ' ').trim().slice(0, 110));
    return query(sql, params);
  }) as Queryable['query'];
  return target;
};
const db = kit.platform.db;
record(db);
const transaction = db.transaction.bind(db);
db.transaction = ((work: (tx: Queryable) => Promise<unknown>) => {
  if (recording) statements.push('BEGIN … COMMIT');
  return transaction((tx) => work(record(tx)));
}) as typeof db.transaction;
recording = true;
for (const checkout of checkouts) {
  const placed = await kit.call(checkout.token, 'POST', `/ecom/v1/checkouts/${checkout.id}/create-order`, {});
  if (placed.status !== 200) throw new Error(`create-order ${placed.status} ${JSON.stringify(placed.body)}`);
}
recording = false;
const counts = new Map<string, number>();
for (const sql of statements) counts.set(sql, (counts.get(sql) ?? 0) + 1);
for (const [sql, count] of counts) console.log(`${(count / orders).toFixed(2).padStart(6)}  ${sql}`);
console.log(
  `${db.dialect}: ${(statements.length / orders).toFixed(2)} statements per order (BEGIN/COMMIT counted once)`,
);
await kit.close();
