import 'server-only'

import { after } from 'next/server'

import { sendSiteEmail } from '@/lib/email/send.server'
import { getPayloadClient } from '@/lib/payload.server'

import { welcomeEmail } from './emails'

import { fieldErrors, type FieldErrors, signUpSchema, type SignUpInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail address already exists. Sign in, or reset your password.'

export type SignUpResult = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors<SignUpInput> }

/**
 * Creates a candidate account and signs it in. Anyone may sign up, but the users collection lets
 * only admins create users, so this use-case is the gate: it validates with the shared schema, writes
 * only the sign-up fields and always the candidate role, then welcomes the candidate by e-mail.
 */
export async function signUp(input: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const { name, email, mobile, password } = parsed.data
  const payload = await getPayloadClient()
  const duplicate = { ok: false, message: 'Check the highlighted fields.', fieldErrors: { email: DUPLICATE_EMAIL_MESSAGE } } as const

  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0) return duplicate
  try {
    await payload.create({ collection: 'users', data: { name, email, mobile, password, role: 'candidate' }, overrideAccess: true })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    const issues = (error as { data?: { errors?: { path?: string }[] } }).data?.errors
    if (issues?.some((issue) => issue.path === 'email')) return duplicate
    throw error
  }
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (token) await setSessionCookie(payload, token)
  // The welcome e-mail goes after the response: a slow mail server never holds up the sign-up.
  after(() =>
    sendSiteEmail(payload, email, welcomeEmail(name)).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not send the welcome e-mail' }),
    ),
  )
  return { ok: true }
}
