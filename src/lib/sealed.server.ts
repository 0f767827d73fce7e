import 'server-only'

import { createHmac } from 'node:crypto'

import { EncryptJWT, jwtDecrypt } from 'jose'

import { getEnv, resolvePayloadSecret } from '@/lib/env'

/**
 * What a sign-in keeps in the browser between two requests (Google's flow and the Google account
 * waiting to be linked, ADR 051; the sign-in waiting for its second step, ADR 052): encrypted and
 * signed with a key derived from the site's secret and the value's purpose, so the browser cannot read
 * or change it, a value sealed for one purpose opens for no other, and any node of a cluster opens it.
 */
const keyFor = (purpose: string) => createHmac('sha256', resolvePayloadSecret(getEnv())).update(`sealed:${purpose}`).digest()

export async function seal(purpose: string, value: Record<string, unknown>, lifetimeSeconds: number): Promise<string> {
  return new EncryptJWT(value)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .encrypt(keyFor(purpose))
}

/** The cookie a sealed value travels in: HttpOnly, SameSite=Lax (Google's redirect back is a top-level GET), Secure over https. */
export function sealedCookie(name: string, value: string, { path, maxAge }: { path: string; maxAge: number }) {
  return { name, value, path, maxAge, httpOnly: true, sameSite: 'lax' as const, secure: getEnv().serverUrl.startsWith('https://') }
}

/** The sealed value, or null when it is missing, altered, sealed for another purpose or expired. */
export async function unseal(purpose: string, token: string | undefined): Promise<Record<string, unknown> | null> {
  if (!token) return null
  try {
    const { payload } = await jwtDecrypt(token, keyFor(purpose))
    return payload
  } catch {
    return null
  }
}
