/**
 * Invariants under parallel load that no single module test covers. Covered elsewhere, not repeated here:
 * - 50 parallel adds to one new cart lose nothing: tests/checkout.contract.test.ts ("loses no line item…");
 * - buyers racing for limited stock: tests/checkout.contract.test.ts ("lets exactly 5 of 20 buyers…") and
 *   modules/checkout/checkout-routes.test.ts (one order per checkout submitted twice at once);
 * - 20 racing refunds never exceed the payment: modules/payments/payments.test.ts and tests/orders.contract.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit } from '../modules/cart/testing/cart-test-kit';
import { createJobRunner, jobRunnerFor } from '../modules/jobs/job-runner';
import { asMember, MEMBERS } from '../modules/members/test-client';

let kit: CartTestKit;
beforeAll(async () => {
  kit = await createCartTestKit();
});
afterAll(() => kit.close());

const CART = '/ecom/v1/carts/current';

describe('slug changes under contention', () => {
  it('lets exactly one of 12 members racing for one slug have it, every round', async () => {
    const racers = await Promise.all(
      Array.from({ length: 12 }, async () => asMember(kit.platform, await kit.platform.seed.member())),
    );
    for (const round of [1, 2, 3]) {
      const slug = `wanted-${round}`;
      const answers = await Promise.all(racers.map((me) => me.post(`${MEMBERS}/my/slug`, { slug })));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      const losers = answers.filter((res) => res.status !== 200);
      expect(losers.map((res) => [res.status, res.body.details.applicationError.code])).toEqual(
        losers.map(() => [409, 'SLUG_ALREADY_EXISTS']),
      );
      const owners = await kit.platform.db.query('select id from members where slug = $1', [slug]);
      expect(owners).toHaveLength(1);
    }
  });
});

describe('cart writes under contention', () => {
  it('applies every one of 30 parallel quantity changes and removals in some order, losing none', async () => {
    const buyer = await kit.visitor();
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) => kit.product({ name: `Race ${i}`, price: 2 })),
    );
    const cart = await kit.add(
      buyer,
      products.map((productId) => ({ productId })),
    );
    const lines: Array<{ id: string }> = cart.lineItems;
    const [kept, ...removed] = lines;
    const writes = [
      ...Array.from({ length: 25 }, (_, i) =>
        kit.call(buyer, 'POST', `${CART}/update-line-items-quantity`, {
          lineItems: [{ id: kept!.id, quantity: i + 1 }],
        }),
      ),
      ...removed.map((line) =>
        kit.call(buyer, 'POST', `${CART}/remove-line-items`, { lineItemIds: [line.id] }),
      ),
    ];
    const answers = await Promise.all(writes);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const after = (await kit.call(buyer, 'GET', CART)).body.cart;
    expect(after.lineItems.map((line: { id: string }) => line.id)).toEqual([kept!.id]);
    // Each write saw the one before it: the revision grew by exactly one per write.
    expect(Number(after.revision)).toBe(Number(cart.revision) + writes.length);
    // The final quantity is the one of the write that committed last, whose answer showed that very cart.
    const last = answers.reduce((a, b) =>
      Number(a.body.cart.revision) > Number(b.body.cart.revision) ? a : b,
    );
    expect(after.lineItems[0].quantity).toBe(last.body.cart.lineItems[0].quantity);
  });
});

describe('bulk member jobs in parallel', () => {
  it('finishes overlapping jobs run by two runners at once, each member handled once per job', async () => {
    const owner = await kit.platform.seed.owner();
    const staff = await asMember(kit.platform, owner);
    const group = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        kit.platform.seed.member({ nickname: `Bulk ${i < 6 ? 'left' : 'right'} ${i}`, status: 'PENDING' }),
      ),
    );
    const started = await Promise.all([
      staff.post(`${MEMBERS}/bulk/approve-by-filter`, {
        filter: { 'profile.nickname': { $startsWith: 'Bulk' } },
      }),
      staff.post(`${MEMBERS}/bulk/block-by-filter`, {
        filter: { 'profile.nickname': { $startsWith: 'Bulk left' } },
      }),
      staff.post(`${MEMBERS}/bulk/approve-by-filter`, {
        filter: { 'profile.nickname': { $startsWith: 'Bulk right' } },
      }),
    ]);
    expect(started.map((res) => res.status)).toEqual([200, 200, 200]);
    // Two more runners beside the platform's own (which the requests kicked), as platform instances sharing the
    // database would have; each drain ends when no job is left that it may claim, so all three are awaited.
    const extra = [createJobRunner(kit.platform.deps), createJobRunner(kit.platform.deps)];
    await Promise.all([...extra, jobRunnerFor(kit.platform.deps)].map((runner) => runner.drain()));
    await Promise.all(extra.map((runner) => runner.stop()));
    const jobs = await Promise.all(started.map((res) => staff.get(`/bazaar/v1/jobs/${res.body.jobId}`)));
    const totals = jobs.map((res) => res.body.job);
    for (const job of totals) {
      expect(job.status).toBe('FINISHED');
      expect(job.progress.processed).toBe(job.progress.total);
      expect(job.progress.succeeded + job.progress.failed).toBe(job.progress.total);
    }
    expect(totals.map((job) => job.progress.total)).toEqual([12, 6, 6]);
    const rows = await kit.platform.db.query<{ status: string }>(
      'select status from members where id = any($1::uuid[])',
      [group.map((member) => member.id)],
    );
    // Every member ends in a state one of the jobs set: approved or blocked, never pending or half-done.
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'APPROVED' || row.status === 'BLOCKED')).toBe(true);
  });
});
