import type { APIRequestContext } from '@playwright/test'
import { generateSync } from 'otplib'

import { DEMO_ADMIN_TOTP_SECRET, demoAccounts } from '../../src/seed/content/site'

/**
 * Staff sign in in two steps (ADR 052). global-setup.ts sets up an authenticator app for every staff
 * test account through the real setup page and hands the workers each key and the 30-second step its
 * setup spent (`E2E_TOTP`); the demo admin comes with its key. The server takes a step's code once per
 * account, so a worker never offers a step it, or the setup, has already used.
 */
export const TOTP_PERIOD = 30

export type EnrolledKeys = Record<string, { secret: string; step: number }>

const enrolled = (): EnrolledKeys => JSON.parse(process.env.E2E_TOTP ?? '{}') as EnrolledKeys

export function totpSecretOf(email: string): string | undefined {
  return email === demoAccounts.admin.email ? DEMO_ADMIN_TOTP_SECRET : enrolled()[email]?.secret
}

const lastStep = new Map<string, number>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD)
export const codeAt = (secret: string, step: number) => generateSync({ secret, epoch: step * TOTP_PERIOD, period: TOTP_PERIOD })

/** The code of the earliest step after the last one used (the server also takes the next step's); waits for the clock when both are spent. */
export async function freshCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const now = currentStep()
    const next = Math.max(now, (lastStep.get(email) ?? enrolled()[email]?.step ?? -1) + 1)
    if (next <= now + 1) {
      lastStep.set(email, next)
      return codeAt(secret, next)
    }
    await sleep(((next - 1) * TOTP_PERIOD + 1) * 1000 - Date.now())
  }
}

/** Another process (a retried test, the other worker) spent the step: skip to the next one. */
export function skipStep(email: string) {
  lastStep.set(email, Math.max(lastStep.get(email) ?? 0, currentStep()) + 1)
}

/**
 * A staff account's first sign-in over HTTP, as its browser would do it: the password, the setup
 * page's key (read off the page) and the app's first code. `request` keeps the session cookie; the
 * key, the step spent and the session's token come back.
 */
export async function setUpAppOverHttp(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<{ secret: string; step: number; token: string }> {
  const headers = { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' }
  const signedIn = await request.post(`${baseURL}/api/auth/sign-in`, { headers, data: credentials })
  const answer = (await signedIn.json()) as { secondStep?: string }
  if (answer.secondStep !== 'enrol') throw new Error(`${credentials.email} was not asked to set up its app: ${JSON.stringify(answer)}`)
  const page = await (await request.get(`${baseURL}/two-step`)).text()
  const secret = /translate="no">([A-Z2-7 ]+)</.exec(page)?.[1]?.replace(/ /g, '')
  const setupToken = /name="setupToken" value="([^"]+)"/.exec(page)?.[1]
  if (!secret || !setupToken) throw new Error(`The setup page showed ${credentials.email} no key`)
  const step = currentStep()
  const done = await request.post(`${baseURL}/api/auth/two-step`, { headers, data: { code: codeAt(secret, step), setupToken } })
  if (!done.ok()) throw new Error(`Could not set up ${credentials.email}'s app: ${done.status()} ${await done.text()}`)
  const token = /payload-token=([^;]+)/.exec(done.headers()['set-cookie'] ?? '')?.[1]
  if (!token) throw new Error(`No session after ${credentials.email}'s setup`)
  return { secret, step, token }
}
