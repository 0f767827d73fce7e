import { createHash, timingSafeEqual } from 'node:crypto'
import type { Endpoint, Field, Payload } from 'payload'
import * as z from 'zod/mini'

import type { FieldProtection } from '@/access/protection'
import { getEnv } from '@/lib/env'

import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import { signUpSchema } from '@/domain/auth/schemas'

/**
 * The first administrator of a production database. Payload's `/api/users/first-register` (and the
 * admin's "create first user" screen behind it) makes whoever arrives first an administrator, so in
 * production it is closed: the operator runs `npm run create-admin` on the server, or sets
 * SETUP_TOKEN and types it into the screen. Demo and development runs keep the open screen.
 */

export const FIRST_REGISTER_CLOSED =
  'This site creates its first administrator on the server: run `npm run create-admin` there. To use this screen instead, set SETUP_TOKEN on the server and enter it here.'
export const SETUP_TOKEN_WRONG = 'The setup token is not correct. Enter the SETUP_TOKEN value set on the server.'

type FirstRegisterEnv = { isProduction: boolean; isDemo: boolean; setupToken?: string }

/** Why first-register is refused, or null when it may go ahead (Payload still refuses once any user exists). */
export function firstRegisterRefusal(env: FirstRegisterEnv, givenToken: unknown): string | null {
  if (!env.isProduction || env.isDemo) return null
  if (!env.setupToken) return FIRST_REGISTER_CLOSED
  return typeof givenToken === 'string' && isSameSecret(givenToken.trim(), env.setupToken) ? null : SETUP_TOKEN_WRONG
}

/** Compared in constant time, whatever the lengths: both sides are hashed first. */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

const needsSetupToken = () => {
  const env = getEnv()
  return env.isProduction && !env.isDemo
}

/** The screen's "Setup token" box: shown only to someone not signed in (the first-user screen), never stored. */
export const setupTokenField: Field = {
  name: 'setupToken',
  label: 'Setup token',
  type: 'text',
  virtual: true,
  access: { read: () => false, update: () => false },
  custom: { protection: { protection: 'nobody' } satisfies FieldProtection },
  admin: {
    description: 'The SETUP_TOKEN value set on the server.',
    condition: (_data, _siblingData, { user }) => !user && needsSetupToken(),
  },
}

/**
 * Runs before Payload's own first-register endpoint (a collection's endpoints are matched in order)
 * and hands the request to it when the token is right. The token is read from a copy of the body,
 * which Payload then reads itself: JSON, or the admin's multipart form with its `_payload` field.
 */
export const firstRegisterGate: Endpoint = {
  path: '/first-register',
  method: 'post',
  custom: { isFirstRegisterGate: true },
  handler: async (req) => {
    const refusal = firstRegisterRefusal(getEnv(), req.headers.get('x-setup-token') ?? (await readSetupToken(req as unknown as Request)))
    if (refusal) return Response.json({ errors: [{ message: refusal }] }, { status: 403 })
    const original = (req.payload.collections.users.config.endpoints || []).find(
      (endpoint) => endpoint.path === '/first-register' && endpoint.method === 'post' && !endpoint.custom?.isFirstRegisterGate,
    )
    if (!original) throw new Error('Payload’s first-register endpoint is missing: review first-admin.ts after a Payload upgrade')
    return withoutSession(req.payload, await original.handler(req))
  },
}

/**
 * Payload signs the first administrator in at once; staff get a session only after their second step
 * (ADR 052), so the account is made and the session is not: no token, no cookie, and its session row
 * dropped. The admin then sends them to the site's sign-in page, where they set up their app.
 */
async function withoutSession(payload: Payload, answer: Response): Promise<Response> {
  if (!answer.ok) return answer
  const { token: _token, ...body } = (await answer.json()) as { token?: string; user?: { id?: number | string } }
  if (body.user?.id !== undefined)
    await payload.db.updateOne({ collection: 'users', id: body.user.id, data: { sessions: [] }, returning: false })
  const headers = new Headers(answer.headers)
  headers.delete('set-cookie')
  headers.delete('content-length')
  return Response.json(body, { status: answer.status, headers })
}

async function readSetupToken(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? ''
  try {
    if (contentType.startsWith('application/json')) return ((await request.clone().json()) as { setupToken?: unknown } | null)?.setupToken
    if (contentType.startsWith('multipart/form-data')) {
      const fields = await request.clone().formData()
      const data = fields.get('_payload')
      return typeof data === 'string' ? (JSON.parse(data) as { setupToken?: unknown } | null)?.setupToken : fields.get('setupToken')
    }
  } catch {
    // An unreadable body carries no token; Payload reports the body itself.
  }
  return undefined
}

/** `npm run create-admin`: the same name, e-mail and password rules as sign-up. */
export const adminAccountSchema = z.pick(signUpSchema, { name: true, email: true, password: true })

export type CreateAdminResult = { ok: true; email: string } | { ok: false; message: string }

/** Creates an administrator through the Local API (as the server itself: there is no user yet). */
export async function createAdmin(payload: Payload, input: unknown): Promise<CreateAdminResult> {
  const parsed = adminAccountSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fieldTranslator('en'))
    return {
      ok: false,
      message: Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('\n'),
    }
  }
  const { name, email, password } = parsed.data
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0)
    return {
      ok: false,
      message: `An account with ${email} already exists. Sign in to the admin panel as an administrator to give it the admin role, or choose another address.`,
    }
  await payload.create({ collection: 'users', data: { name, email, password, role: 'admin' }, overrideAccess: true })
  return { ok: true, email }
}
