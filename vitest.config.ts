import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per part, so a part's suite can run alone (`vitest run --project sdk`).
// Vitest's default on N cores is N - 1 workers: one on a 2-core machine, idle while a test waits on HTTP, PostgreSQL
// or a browser. One worker more than the cores keeps both busy; four was slower than three on 2 cores.
// `isolate: false` lets a worker keep the modules it imported (the platform, the SDK) from one test file to the
// next instead of importing them again per file: the platform suite went from 247 s to 108 s on 2 cores with both.
// No test file relies on fresh module state: each builds its platform, clients and fakes in its own hooks.
// With more workers than cores each test runs slower than alone (and slower still beside other work): Vitest's
// 5 s / 10 s default timeouts were too tight for the property tests and the hooks that start a platform, and the
// webhooks CLI test took over 30 s on a loaded host. Timeouts only bound a test that hangs.
const shared = { environment: 'node', isolate: false, testTimeout: 60_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    passWithNoTests: true,
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'sdk', include: ['packages/sdk/src/**/*.test.ts'], ...shared } },
      {
        test: {
          name: 'platform',
          include: ['packages/platform/src/**/*.test.ts'],
          ...shared,
        },
      },
      { test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], ...shared } },
      { test: { name: 'react', include: ['packages/react/src/**/*.test.{ts,tsx}'], ...shared } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], ...shared } },
      // The benchmarks' own helpers (the benchmarks themselves run with `npm run bench`).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], ...shared } },
      {
        test: {
          name: 'contract',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          ...shared,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          ...shared,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One browser test file at a time makes this project's worker count differ from the others', which
          // Vitest runs as a separate group: after them.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
