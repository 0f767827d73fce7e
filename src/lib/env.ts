import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod/mini'

import { parseTrustedProxies, TRUSTED_PROXIES_MESSAGE } from './client-address.mjs'
// zod's own wording for the rules below that have no message of ours (PORT, NODE_ENV, LOG_LEVEL, DATA_DIR).
import './zod-english'

/**
 * The one place that reads configuration from the environment. Everything else imports `env`.
 * A bad value stops the process with one line naming the variable (see `formatEnvError`).
 */

const booleanString = z.pipe(
  z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }),
  z.transform((value) => value === 'true' || value === '1'),
)

const databaseUrl = z.string().check(
  z.trim(),
  z.refine((value) => /^file:/.test(value) || /^postgres(ql)?:\/\/[^/\s]+/.test(value), {
    message: 'must be a SQLite file URL (file:./data/pcs.db) or a PostgreSQL URL (postgres://user@host:5432/db)',
  }),
)

const envSchema = z
  .pipe(
    z
      .object({
        NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
        NEXT_PHASE: z.optional(z.string()),
        DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), './data'),
        DATABASE_URL: z.optional(databaseUrl),
        PAYLOAD_SECRET: z.optional(
          z.string().check(z.minLength(32, 'must be at least 32 characters (generate one with: openssl rand -hex 32)')),
        ),
        PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 3000),
        SERVER_URL: z.optional(z.url({ message: 'must be an absolute URL such as https://pcs.example.in' })),
        DEMO_MODE: z._default(booleanString, false),
        AUTO_SEED: z._default(booleanString, true),
        LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
        REDIS_URL: z.optional(
          z.string().check(z.trim(), z.regex(/^rediss?:\/\/\S+$/, 'must be a Redis URL such as redis://127.0.0.1:6379')),
        ),
        SMTP_URL: z.optional(
          z.string().check(z.trim(), z.regex(/^smtps?:\/\/\S+$/, 'must be an SMTP URL such as smtps://user:password@smtp.example.in:465')),
        ),
        EMAIL_FROM: z.optional(z.email({ message: 'must be the e-mail address messages are sent from, such as no-reply@pcs.example.in' })),
        // Read by the HTTP server (src/server/http-server.mjs) before Next.js starts; checked here too so a
        // bad value is reported like every other one.
        TRUSTED_PROXIES: z.pipe(
          z.optional(z.string()),
          z.transform((value, context) => {
            const hops = parseTrustedProxies(value)
            // zod/mini's transform has no `addIssue`: the issue goes straight onto the parse's list.
            if (hops === null) context.issues.push({ code: 'custom', message: TRUSTED_PROXIES_MESSAGE, input: value })
            return hops ?? 0
          }),
        ),
        // Google sign-in (issue 19, part 1; ADR 051): both or neither. GOOGLE_ISSUER is Google unless a test names its own provider.
        GOOGLE_CLIENT_ID: z.optional(z.string().check(z.trim(), z.minLength(1))),
        GOOGLE_CLIENT_SECRET: z.optional(z.string().check(z.trim(), z.minLength(1))),
        GOOGLE_ISSUER: z.optional(z.url({ message: 'must be the OpenID issuer URL, https://accounts.google.com' })),
        // Second-factor codes by text message (ADR 052): an SMS gateway's HTTPS endpoint and its token.
        SMS_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be the SMS gateway’s URL, such as https://sms.example.in/send' })),
        SMS_TOKEN: z.optional(z.string().check(z.trim(), z.minLength(1))),
        // Online purchases through Razorpay (issue 19, part 4; ADR 053): the three come from the dashboard, all or none.
        RAZORPAY_KEY_ID: z.optional(
          z.string().check(z.trim(), z.regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id, rzp_live_… or rzp_test_…')),
        ),
        RAZORPAY_KEY_SECRET: z.optional(z.string().check(z.trim(), z.minLength(1))),
        RAZORPAY_WEBHOOK_SECRET: z.optional(z.string().check(z.trim(), z.minLength(1))),
        // Where the gateway is: Razorpay itself unless a test names its simulator.
        RAZORPAY_API_URL: z.optional(z.url({ protocol: /^https?$/, message: 'must be the gateway’s URL, https://api.razorpay.com' })),
        SETUP_TOKEN: z.optional(
          z.string().check(z.trim(), z.minLength(24, 'must be at least 24 characters (generate one with: openssl rand -hex 16)')),
        ),
      })
      .check(
        z.refine((raw) => !raw.SMTP_URL || raw.EMAIL_FROM, {
          path: ['EMAIL_FROM'],
          message: 'is required when SMTP_URL is set (the address messages are sent from)',
        }),
        z.refine((raw) => !raw.GOOGLE_CLIENT_ID || raw.GOOGLE_CLIENT_SECRET, {
          path: ['GOOGLE_CLIENT_SECRET'],
          message: 'is required when GOOGLE_CLIENT_ID is set (both come from the Google Cloud console)',
        }),
        z.refine((raw) => !raw.GOOGLE_CLIENT_SECRET || raw.GOOGLE_CLIENT_ID, {
          path: ['GOOGLE_CLIENT_ID'],
          message: 'is required when GOOGLE_CLIENT_SECRET is set (both come from the Google Cloud console)',
        }),
        z.refine((raw) => [raw.RAZORPAY_KEY_ID, raw.RAZORPAY_KEY_SECRET, raw.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length % 3 === 0, {
          path: ['RAZORPAY_KEY_ID'],
          message:
            'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together: set all three (Razorpay dashboard, API keys and Webhooks) or none',
        }),
      ),
    z.transform((raw) => {
      const dataDir = path.resolve(raw.DATA_DIR)
      const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'pcs.db')}`
      const isBuild = raw.NEXT_PHASE === 'phase-production-build'
      return {
        nodeEnv: raw.NODE_ENV,
        isProduction: raw.NODE_ENV === 'production',
        isBuild,
        /** Local demo: generated secret allowed and the two demo accounts are seeded. */
        isDemo: raw.DEMO_MODE || raw.NODE_ENV !== 'production',
        dataDir,
        mediaDir: path.join(dataDir, 'media'),
        /** Candidates' handwritten answers' pages: served only to their writer and staff (ADR 048). */
        answerPagesDir: path.join(dataDir, 'answer-pages'),
        /** Selected candidates' signed consent to publish their success story: staff only (ADR 049). */
        consentFilesDir: path.join(dataDir, 'consent-files'),
        databaseUrl,
        databaseDialect: databaseUrl.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
        payloadSecret: raw.PAYLOAD_SECRET,
        port: raw.PORT,
        serverUrl: (raw.SERVER_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
        autoSeed: raw.AUTO_SEED,
        logLevel: raw.LOG_LEVEL,
        /** What several app nodes share (ADR 028): rate limits, the page and data cache, the job queue's claim. */
        redisUrl: raw.REDIS_URL,
        /** Where e-mail goes; without it every message is written to the console and `dataDir/outbox`. */
        smtpUrl: raw.SMTP_URL,
        sms: raw.SMS_URL ? { url: raw.SMS_URL, token: raw.SMS_TOKEN } : null,
        emailFrom: raw.EMAIL_FROM ?? 'no-reply@localhost',
        /** Reverse proxies in front of the site whose X-Forwarded-For is believed (ADR 016). */
        trustedProxies: raw.TRUSTED_PROXIES,
        /** Google sign-in (ADR 051); null hides "Continue with Google". */
        google:
          raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
            ? {
                clientId: raw.GOOGLE_CLIENT_ID,
                clientSecret: raw.GOOGLE_CLIENT_SECRET,
                issuer: (raw.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, ''),
              }
            : null,
        /** Online purchases (ADR 053); null keeps the "contact us to enrol" way and staff enrol by hand. */
        razorpay:
          raw.RAZORPAY_KEY_ID && raw.RAZORPAY_KEY_SECRET && raw.RAZORPAY_WEBHOOK_SECRET
            ? {
                keyId: raw.RAZORPAY_KEY_ID,
                keySecret: raw.RAZORPAY_KEY_SECRET,
                webhookSecret: raw.RAZORPAY_WEBHOOK_SECRET,
                apiUrl: (raw.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
              }
            : null,
        /** Lets the admin's first-register screen create the first admin of a production database once. */
        setupToken: raw.SETUP_TOKEN,
      }
    }),
  )
  .check(
    z.superRefine((config, ctx) => {
      if (config.isProduction && !config.isDemo && !config.isBuild && !config.payloadSecret) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYLOAD_SECRET'],
          message: 'is required in production (generate one with: openssl rand -hex 32)',
        })
      }
    }),
  )

export type Env = z.output<typeof envSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** One line per problem, each naming its variable: `DATABASE_URL must be ...`. */
export function formatEnvError(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${String(issue.path[0] ?? 'configuration')} ${issue.message}`).join('; ')
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) throw new ConfigError(`Invalid configuration: ${formatEnvError(result.error)}`)
  return result.data
}

/**
 * The secret that signs sessions. Production requires PAYLOAD_SECRET; local runs generate one once
 * and keep it in the data folder so sessions survive a restart. The build never signs anything.
 */
export function resolvePayloadSecret(config: Env): string {
  if (config.payloadSecret) return config.payloadSecret
  if (config.isBuild) return 'build-time-placeholder-secret-never-used-to-sign'
  const file = path.join(config.dataDir, '.payload-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(config.dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
