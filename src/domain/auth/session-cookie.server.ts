import 'server-only'

import { cookies } from 'next/headers'
import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'

/**
 * Payload's own session cookie for `token`, with the options the users collection declares (HttpOnly,
 * SameSite=Lax, Secure over https, 7-day expiry), so Payload's REST API and admin read it exactly as
 * if Payload had set it.
 */
export function sessionCookie(payload: Payload, token: string) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  return {
    name: cookie.name,
    value: token,
    options: {
      httpOnly: cookie.httpOnly ?? true,
      sameSite: 'lax' as const,
      secure: Boolean(cookie.secure),
      path: cookie.path ?? '/',
      expires: cookie.expires ? new Date(cookie.expires) : undefined,
      domain: cookie.domain,
    },
  }
}

/** Sets the session cookie after a sign-in done through the Local API. */
export async function setSessionCookie(payload: Payload, token: string): Promise<void> {
  const { name, value, options } = sessionCookie(payload, token)
  ;(await cookies()).set(name, value, options)
}

export async function clearSessionCookie(payload: Payload): Promise<void> {
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
  })
  ;(await cookies()).delete({ name: cookie.name, path: cookie.path ?? '/', domain: cookie.domain })
}
