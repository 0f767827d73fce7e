import 'server-only'

import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

import { getEnv, resolvePayloadSecret } from '@/lib/env'

/**
 * The authenticator secrets at rest: AES-256-GCM under a key derived from PAYLOAD_SECRET, so a copy of
 * the database alone (a backup, a leaked dump) does not let anyone make an account's codes. Changing
 * PAYLOAD_SECRET makes every stored secret unreadable: those accounts set up their app again after an
 * admin reset (docs/two-step-sign-in.md).
 */
const VERSION = 'v1'
const key = () => createHmac('sha256', resolvePayloadSecret(getEnv())).update('second-factor:totp-secret').digest()

export function sealSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

/** The secret, or null when the value was altered or sealed under another PAYLOAD_SECRET. */
export function openSecret(stored: string | null | undefined): string | null {
  const [version, iv, tag, sealed] = (stored ?? '').split('.')
  if (version !== VERSION || !iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
