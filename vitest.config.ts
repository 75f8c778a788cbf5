import { defineConfig } from 'vitest/config';

// Unit and API tests live next to the code they test; end-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'api/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
