import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: `${root}/src/$1` },
      { find: '@payload-config', replacement: `${root}/src/payload.config.ts` },
      // Outside Next.js there is no react-server condition; server-only modules are fine in tests.
      { find: 'server-only', replacement: `${root}/tests/helpers/empty-module.ts` },
      // As in the app's bundles (next.config.ts): use-intl formats precompiled messages.
      { find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' },
    ],
  },
  test: {
    // use-intl goes through the aliases above, like the app's bundles, instead of Node's resolution.
    server: { deps: { inline: ['use-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.mjs', 'deploy/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: two files at a time, each on its own database.
          maxWorkers: 2,
          // One more try for a test that fails: `npm test` lists every test that passed only on its
          // retry ("flaky") beside the failures, so it is seen and mended, not hidden (docs/testing.md).
          retry: 1,
        },
      },
    ],
  },
})
