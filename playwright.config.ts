import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { testBrowserLaunchOptions } from './tests/helpers/chromium.mjs'
import { freePort } from './deploy/free-port.mjs'

/**
 * End-to-end tests drive the production build (`npm run build` first) served by the site's HTTP server
 * (scripts/serve.mjs) on a free port with a fresh data folder, in Debian's Chromium. Workers re-read this file; the environment
 * variables set here on the first read keep the port and folder the same for all of them.
 */
process.env.E2E_PORT ??= String(await freePort())
if (!process.env.E2E_DATA_DIR) {
  // The run's data folder (about 20 MB with the demo's uploads), removed when the run ends, after the
  // server has stopped; a folder given as E2E_DATA_DIR is kept.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-e2e-'))
  process.env.E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}
process.env.E2E_SMTP_PORT ??= String(await freePort())
process.env.E2E_MAILBOX_PORT ??= String(await freePort())
process.env.E2E_OIDC_PORT ??= String(await freePort())
process.env.E2E_RAZORPAY_PORT ??= String(await freePort())
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`
/** "Test Google": a real OpenID provider on loopback that the site's Google sign-in talks to (tests/oidc/provider.mjs). */
const testGoogle = {
  issuer: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
  clientId: 'pcs-e2e.apps.test',
  clientSecret: 'pcs-e2e-google-secret-0123456789',
}

/** "Test Razorpay": the gateway simulator the site's purchases talk to (tests/payments/razorpay-simulator.mjs, ADR 053). */
const testRazorpay = {
  url: `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`,
  keyId: 'rzp_test_PCSendToEnd0001',
  keySecret: 'e2e-razorpay-key-secret-0123456789',
  webhookSecret: 'e2e-razorpay-webhook-secret-0123456789',
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One more try for a test that fails; `npm test` lists those that passed only on it (docs/testing.md).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: testBrowserLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // What a phone shows differently is checked on a phone too, in the tests tagged @phone: the folded
    // menu, the hidden banner, the header and the dashboard, touch, the exam's palette drawer, photos
    // picked and sent. The rest behaves the same at any width and runs once, on the desktop.
    {
      name: 'phone',
      testMatch: ['shell/**/*.spec.ts', 'test-engine/**/*.spec.ts', 'handwritten-answers.spec.ts'],
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server on loopback that the app sends its e-mail to (tests/e2e/mail.ts reads it).
      command: 'npx tsx tests/e2e/mailbox-server.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAILBOX_PORT: process.env.E2E_MAILBOX_PORT },
    },
    {
      command: 'node tests/oidc/provider.mjs',
      url: `${testGoogle.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        GOOGLE_CLIENT_ID: testGoogle.clientId,
        GOOGLE_CLIENT_SECRET: testGoogle.clientSecret,
        OIDC_REDIRECT_URIS: `${baseURL}/api/auth/google/callback`,
      },
    },
    {
      command: 'node tests/payments/razorpay-simulator.mjs',
      url: `${testRazorpay.url}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        RAZORPAY_SIMULATOR_PORT: process.env.E2E_RAZORPAY_PORT,
        RAZORPAY_KEY_ID: testRazorpay.keyId,
        RAZORPAY_KEY_SECRET: testRazorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: testRazorpay.webhookSecret,
        RAZORPAY_WEBHOOK_URL: `${baseURL}/api/purchases/webhook`,
      },
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: `file:${path.join(process.env.E2E_DATA_DIR, 'pcs.db')}`,
        DEMO_MODE: 'true',
        SERVER_URL: baseURL,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        EMAIL_FROM: 'no-reply@e2e.test',
        // Tests act from made-up client addresses by sending X-Forwarded-For, as a proxy in front would.
        TRUSTED_PROXIES: '1',
        GOOGLE_CLIENT_ID: testGoogle.clientId,
        GOOGLE_CLIENT_SECRET: testGoogle.clientSecret,
        GOOGLE_ISSUER: testGoogle.issuer,
        // The mailbox server is also the SMS gateway (tests/e2e/mailbox-server.ts).
        SMS_URL: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/sms`,
        SMS_TOKEN: 'e2e-sms-token-0123456789',
        RAZORPAY_KEY_ID: testRazorpay.keyId,
        RAZORPAY_KEY_SECRET: testRazorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: testRazorpay.webhookSecret,
        RAZORPAY_API_URL: testRazorpay.url,
      },
    },
  ],
})
