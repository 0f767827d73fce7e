import { defineConfig, devices } from '@playwright/test'

import { testBrowserLaunchOptions } from './tests/helpers/chromium.mjs'
import { freePort } from './deploy/free-port.mjs'

/**
 * The cluster suite (`npm run test:cluster`, part of `npm test`): `npm run cluster` (deploy/cluster.mjs)
 * starts nginx, two app nodes, PostgreSQL and Redis from the production build; the browser suite's
 * exam journey runs through nginx, then the cluster's own checks and faults (tests/cluster, ADR 028).
 */
process.env.CLUSTER_PORT ??= String(await freePort())
process.env.CLUSTER_CONTROL_PORT ??= String(await freePort())
const baseURL = `http://localhost:${process.env.CLUSTER_PORT}`

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/test-engine/exam.spec.ts', 'cluster/**/*.spec.ts'],
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/cluster.json' }]],
  outputDir: 'test-results/cluster-artifacts',
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions: testBrowserLaunchOptions },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node deploy/cluster.mjs',
    url: `${baseURL}/api/health`,
    timeout: 400_000,
    reuseExistingServer: false,
    // Playwright's default is SIGKILL to the script alone, which left the cluster's own PostgreSQL
    // (daemonised by pg_ctl) running after every run: SIGTERM lets deploy/cluster.mjs stop it all.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { CLUSTER_PORT: process.env.CLUSTER_PORT, CLUSTER_CONTROL_PORT: process.env.CLUSTER_CONTROL_PORT, LOG_LEVEL: 'warn' },
  },
})
