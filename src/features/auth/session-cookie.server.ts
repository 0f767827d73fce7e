import 'server-only'

import { cookies } from 'next/headers'
import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

/**
 * Sets Payload's own session cookie after a sign-in done through the Local API, with the options the
 * users collection declares (HttpOnly, SameSite=Lax, Secure over https, 7-day expiry), so Payload's
 * REST API and admin read it exactly as if Payload had set it.
 */
export async function setSessionCookie(payload: Payload, token: string): Promise<void> {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  const store = await cookies()
  store.set(cookie.name, token, {
    httpOnly: cookie.httpOnly ?? true,
    sameSite: 'lax',
    secure: Boolean(cookie.secure),
    path: cookie.path ?? '/',
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    domain: cookie.domain,
  })
}

export async function clearSessionCookie(payload: Payload): Promise<void> {
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
  })
  ;(await cookies()).delete({ name: cookie.name, path: cookie.path ?? '/', domain: cookie.domain })
}
