/**
 * The order clients run in during one round of a rotation. A plain rotation (start one later each round) keeps the
 * cyclic order, so each client always runs right after the same neighbour and pays for its garbage collection and
 * cache misses; a different shuffle each round spreads that over everyone. Seeded by the round, so a run is
 * reproducible.
 */

/** mulberry32: a small, fast, seedable 32-bit PRNG; plenty for shuffling a handful of names. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The names in this round's order (Fisher–Yates with a generator seeded by the round).
 * @param names - the clients
 * @param round - the round number; the same round always gives the same order
 */
export function roundOrder<T>(names: readonly T[], round: number): T[] {
  const order = [...names];
  const random = seededRandom(round * 2654435761 + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
