import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from './env'

describe('parseEnv', () => {
  it('defaults to an embedded SQLite database in ./data', () => {
    const env = parseEnv({})
    expect(env.databaseDialect).toBe('sqlite')
    expect(env.databaseUrl).toMatch(/^file:.*\/data\/pcs\.db$/)
    expect(env.serverUrl).toBe('http://localhost:3000')
  })

  it('switches to PostgreSQL for a postgres:// URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://app@db:5432/pcs' }).databaseDialect).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgresql://app@db/pcs' }).databaseDialect).toBe('postgres')
  })

  it('names the variable when a value is malformed', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid configuration: DATABASE_URL must be a SQLite file URL/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ SERVER_URL: 'localhost' })).toThrow(/SERVER_URL must be an absolute URL/)
    expect(() => parseEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE must be true or false/)
  })

  it('requires a strong PAYLOAD_SECRET in production, but not for a local demo or the build', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required in production/)
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET must be at least 32 characters/)
    expect(parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' }).isDemo).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).isBuild).toBe(true)
    const production = parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(production.isDemo).toBe(false)
  })

  it('sells online only with all three Razorpay keys, at Razorpay unless a test names its simulator (ADR 053)', () => {
    expect(parseEnv({}).razorpay).toBeNull()
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_AbC123', RAZORPAY_KEY_SECRET: 's' })).toThrow(/go together: set all three/)
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'AbC123', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' })).toThrow(
      /must be a Razorpay key id/,
    )
    expect(parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_AbC123', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }).razorpay).toEqual({
      keyId: 'rzp_live_AbC123',
      keySecret: 's',
      webhookSecret: 'w',
      apiUrl: 'https://api.razorpay.com',
    })
  })

  it('offers Google sign-in only with both of its keys, at Google unless a test names its own provider', () => {
    expect(parseEnv({}).google).toBeNull()
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
      /GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID/,
    )
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET/)
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'google' })).toThrow(/GOOGLE_ISSUER must be/)
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    })
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:3399/' }).google?.issuer).toBe(
      'http://127.0.0.1:3399',
    )
  })

  it('sends e-mail through SMTP_URL only with a sender address, and to the outbox without it', () => {
    expect(parseEnv({}).smtpUrl).toBeUndefined()
    expect(() => parseEnv({ SMTP_URL: 'mail.example.in' })).toThrow(/SMTP_URL must be an SMTP URL/)
    expect(() => parseEnv({ SMTP_URL: 'smtps://u:p@mail.example.in:465' })).toThrow(/EMAIL_FROM is required when SMTP_URL is set/)
    expect(() => parseEnv({ EMAIL_FROM: 'no-reply' })).toThrow(/EMAIL_FROM must be the e-mail address/)
    const smtp = parseEnv({ SMTP_URL: 'smtps://u:p@mail.example.in:465', EMAIL_FROM: 'no-reply@pcs.example.in' })
    expect(smtp.smtpUrl).toBe('smtps://u:p@mail.example.in:465')
    expect(smtp.emailFrom).toBe('no-reply@pcs.example.in')
  })

  it('trusts no proxy unless TRUSTED_PROXIES says how many, and refuses anything but a small number', () => {
    expect(parseEnv({}).trustedProxies).toBe(0)
    expect(parseEnv({ TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1)
    expect(() => parseEnv({ TRUSTED_PROXIES: 'yes' })).toThrow(/TRUSTED_PROXIES must be the number of reverse proxies/)
  })

  it('takes a SETUP_TOKEN only when it is long enough to guess at', () => {
    expect(parseEnv({}).setupToken).toBeUndefined()
    expect(() => parseEnv({ SETUP_TOKEN: 'short' })).toThrow(/SETUP_TOKEN must be at least 24 characters/)
    expect(parseEnv({ SETUP_TOKEN: 'x'.repeat(32) }).setupToken).toBe('x'.repeat(32))
  })

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).databaseDialect).toBe('sqlite')
  })
})
