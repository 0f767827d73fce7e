import { generateSecret, generateSync, generateURI, verifySync } from 'otplib'

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits, a new
 * code every 30 seconds. otplib does the arithmetic; this says how the site uses it.
 */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_CODE_PATTERN = /^\d{6}$/

/** A new shared secret: 20 random bytes in base32, what the QR code carries and the page spells out. */
export const newTotpSecret = (): string => generateSecret({ length: 20 })

/** The `otpauth://` address an authenticator app reads from the QR code: the site's name and the account's e-mail. */
export const totpUri = (secret: string, email: string, issuer: string): string =>
  generateURI({ issuer, label: email, secret, period: TOTP_PERIOD_SECONDS })

/** The code of `secret` at `now` (tests and the seeded demo accounts; the site never shows one). */
export const totpCode = (secret: string, now = Date.now()): string =>
  generateSync({ secret, epoch: Math.floor(now / 1000), period: TOTP_PERIOD_SECONDS })

export type TotpCheck = { ok: true; step: number } | { ok: false }

/**
 * Whether `code` is `secret`'s code now or one step either side (a phone's clock a little off, a code
 * typed as it changed), for a step later than `afterStep`: a code accepted once is never accepted
 * again, so one read over a shoulder or from a log cannot be replayed (RFC 6238 §5.2).
 */
export function checkTotp(secret: string, code: string, afterStep: number | null | undefined, now = Date.now()): TotpCheck {
  const token = code.replace(/\s/g, '')
  if (!TOTP_CODE_PATTERN.test(token)) return { ok: false }
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  })
  // The functional API's type also covers HOTP's answer, which has no time step.
  return result.valid && 'timeStep' in result ? { ok: true, step: result.timeStep } : { ok: false }
}

/** Spells a secret in groups of four, as people type it into an app that cannot scan. */
export const spellSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ')
