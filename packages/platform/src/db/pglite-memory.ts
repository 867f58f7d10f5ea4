import { PGlite } from '@electric-sql/pglite';

/**
 * Start parameters of an in-memory PGlite. Its files live in Emscripten's MEMFS, where creating a WAL segment with
 * `wal_init_zero = on` writes 16 MB of zeros in 8 KB steps, each growing the file's array by copying it: a 25–30 ms
 * stall of the whole platform every 16 MB of WAL (every ~4,800 cart changes). With it off PostgreSQL writes the
 * segment's last byte only (documented as safe: WAL records carry their own checks). On disk the default stays.
 */
export const inMemoryStartParams: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'wal_init_zero=off',
];

/** The part of Emscripten's MEMFS that sizes a file's backing array (`contents` holds the bytes). */
export interface MemFileStorage {
  expandFileStorage(node: { contents: Uint8Array | null }, wanted: number): void;
}

/**
 * Makes MEMFS double a growing file's array instead of growing it by 12.5% (its policy above 1 MB). Every growth
 * copies the whole file while the platform waits: an appended-to table (the event outbox, ~2 KB a cart change)
 * of 40 MB was copied every 5 MB, stalling requests for 10–20 ms every second or two. Doubling copies each byte
 * about once in total; the unused tail of the array is untouched zero pages.
 * @param memfs - `pg.Module.MEMFS` of an in-memory PGlite
 */
export function doubleFileGrowth(memfs: MemFileStorage): void {
  const expand = memfs.expandFileStorage;
  // A PGlite whose MEMFS no longer sizes files this way keeps its own policy.
  if (typeof expand !== 'function') return;
  memfs.expandFileStorage = function (node, wanted) {
    const capacity = node.contents?.length ?? 0;
    if (capacity >= wanted) return;
    expand.call(this, node, Math.max(wanted, capacity * 2));
  };
}
