export type TokenClaims = { id?: number | string; sid?: string; exp?: number }

/**
 * The claims of a Payload session token, read without checking its signature. Only for choosing what
 * to tell a visitor whose session Payload has already refused; never for deciding who someone is.
 */
export function readTokenClaims(token: string): TokenClaims {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
    return {
      id: typeof claims.id === 'number' || typeof claims.id === 'string' ? claims.id : undefined,
      sid: typeof claims.sid === 'string' ? claims.sid : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    }
  } catch {
    return {}
  }
}
