import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    server: { deps: { inline: ['electron-store'] } },
    testTimeout: 60_000,
    pool: 'forks',
  },
});
