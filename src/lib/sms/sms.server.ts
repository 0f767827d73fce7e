import 'server-only'

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { type Env, getEnv } from '../env'

/**
 * Text messages (second-factor codes, ADR 052). With `SMS_URL` each message is POSTed as JSON
 * `{ "to": "+91…", "text": "…" }` to the SMS gateway there (with `Authorization: Bearer SMS_TOKEN`
 * when set): every Indian gateway (MSG91, Gupshup, Twilio through a small relay) takes a request of
 * this kind. Without it nothing leaves the machine, as with e-mail: the message is saved as a `.txt`
 * file in `DATA_DIR/outbox` and logged.
 */
export async function sendSms(
  payload: Pick<Payload, 'logger'>,
  to: string,
  text: string,
  { sms, dataDir }: Pick<Env, 'sms' | 'dataDir'> = getEnv(),
): Promise<void> {
  if (sms) {
    const response = await fetch(sms.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(sms.token ? { Authorization: `Bearer ${sms.token}` } : {}) },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`The SMS gateway answered ${response.status} for a message to ${maskMobile(to)}`)
    return
  }
  const dir = path.join(dataDir, 'outbox')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-sms-${to.replace(/\D/g, '')}.txt`)
  await writeFile(file, `To: ${to}\n\n${text}\n`)
  payload.logger.info(`SMS to ${to} (saved to ${file})\n${text}`)
}

/** A mobile number as a page may show it: the last four digits only. */
export const maskMobile = (mobile: string): string => `••••••${mobile.replace(/\D/g, '').slice(-4)}`
