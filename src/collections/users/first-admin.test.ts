import { describe, expect, it } from 'vitest'

import { FIRST_REGISTER_CLOSED, firstRegisterRefusal, SETUP_TOKEN_WRONG } from './first-admin'

const production = { isProduction: true, isDemo: false }
const token = 'a-setup-token-of-32-characters!!'

describe('firstRegisterRefusal', () => {
  it('keeps the first-user screen open for the demo and development', () => {
    expect(firstRegisterRefusal({ isProduction: true, isDemo: true }, undefined)).toBeNull()
    expect(firstRegisterRefusal({ isProduction: false, isDemo: true }, undefined)).toBeNull()
  })

  it('closes it in production and points to `npm run create-admin` when no SETUP_TOKEN is set', () => {
    expect(firstRegisterRefusal(production, 'anything')).toBe(FIRST_REGISTER_CLOSED)
    expect(FIRST_REGISTER_CLOSED).toContain('npm run create-admin')
  })

  it('opens it in production only for the exact SETUP_TOKEN', () => {
    expect(firstRegisterRefusal({ ...production, setupToken: token }, token)).toBeNull()
    expect(firstRegisterRefusal({ ...production, setupToken: token }, ` ${token} `)).toBeNull()
    for (const given of [undefined, '', 'a-setup-token', `${token}x`, 42]) {
      expect(firstRegisterRefusal({ ...production, setupToken: token }, given)).toBe(SETUP_TOKEN_WRONG)
    }
  })
})
