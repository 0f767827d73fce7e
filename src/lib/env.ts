import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { parseTrustedProxies, TRUSTED_PROXIES_MESSAGE } from './client-address.mjs'

/**
 * The one place that reads configuration from the environment. Everything else imports `env`.
 * A bad value stops the process with one line naming the variable (see `formatEnvError`).
 */

const booleanString = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1')

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => /^file:/.test(value) || /^postgres(ql)?:\/\/[^/\s]+/.test(value), {
    message: 'must be a SQLite file URL (file:./data/pcs.db) or a PostgreSQL URL (postgres://user@host:5432/db)',
  })

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXT_PHASE: z.string().optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: databaseUrl.optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters (generate one with: openssl rand -hex 32)').optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SERVER_URL: z.url({ message: 'must be an absolute URL such as https://pcs.example.in' }).optional(),
    DEMO_MODE: booleanString.default(false),
    AUTO_SEED: booleanString.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\/\S+$/, 'must be a Redis URL such as redis://127.0.0.1:6379')
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, 'must be an SMTP URL such as smtps://user:password@smtp.example.in:465')
      .optional(),
    EMAIL_FROM: z.email({ message: 'must be the e-mail address messages are sent from, such as no-reply@pcs.example.in' }).optional(),
    // Read by the HTTP server (src/server/http-server.mjs) before Next.js starts; checked here too so a
    // bad value is reported like every other one.
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((value, context) => {
        const hops = parseTrustedProxies(value)
        if (hops === null) context.addIssue({ code: 'custom', message: TRUSTED_PROXIES_MESSAGE })
        return hops ?? 0
      }),
    SETUP_TOKEN: z.string().trim().min(24, 'must be at least 24 characters (generate one with: openssl rand -hex 16)').optional(),
  })
  .refine((raw) => !raw.SMTP_URL || raw.EMAIL_FROM, {
    path: ['EMAIL_FROM'],
    message: 'is required when SMTP_URL is set (the address messages are sent from)',
  })
  .transform((raw) => {
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
      emailFrom: raw.EMAIL_FROM ?? 'no-reply@localhost',
      /** Reverse proxies in front of the site whose X-Forwarded-For is believed (ADR 016). */
      trustedProxies: raw.TRUSTED_PROXIES,
      /** Lets the admin's first-register screen create the first admin of a production database once. */
      setupToken: raw.SETUP_TOKEN,
    }
  })
  .superRefine((config, ctx) => {
    if (config.isProduction && !config.isDemo && !config.isBuild && !config.payloadSecret) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is required in production (generate one with: openssl rand -hex 32)',
      })
    }
  })

export type Env = z.output<typeof envSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** One line per problem, each naming its variable: `DATABASE_URL must be ...`. */
export function formatEnvError(error: z.ZodError): string {
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
