// @ts-check
/** Payload's session cookie (`cookiePrefix` is left at Payload's default, "payload"). */
export const SESSION_COOKIE = 'payload-token'
