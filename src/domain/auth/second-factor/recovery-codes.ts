import { createHash, randomInt } from 'node:crypto'

/**
 * Recovery codes: ten, shown once when the second factor is set up, each signing in once in place of
 * a code. Ten characters from an alphabet without look-alikes (no 0/O, 1/l/I), written `xxxxx-xxxxx`:
 * 50 bits each, so a SHA-256 of the code is all the database needs to keep.
 */
export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${characters.slice(0, 5)}-${characters.slice(5)}`
  })
}

/** A typed code as stored: lower case, without spaces or the hyphen. Null when it cannot be a recovery code. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.trim().toLowerCase().replace(/\s/g, '')
  return RECOVERY_CODE_PATTERN.test(code) ? code.replace('-', '') : null
}

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(normaliseRecoveryCode(code) ?? code)
    .digest('hex')
