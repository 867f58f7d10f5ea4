import { defineConfig } from 'vitest/config';

// One project per part, so a part's suite can run alone (`vitest run --project sdk`).
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      { test: { name: 'sdk', include: ['packages/sdk/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'platform',
          include: ['packages/platform/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'react', include: ['packages/react/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // The benchmarks' own helpers (the benchmarks themselves run with `npm run bench`).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'contract',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
