import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own server and database; leave room for PGlite's start and the seed.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
