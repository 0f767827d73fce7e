import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getTranslator } from '@/i18n/translator'
import { getPayloadClient } from '@/server/payload.server'
import { clientAddress, type RateLimitRule } from '@/lib/rate-limit.server'
import {
  type FormRequest,
  type FormResult,
  handleSiteFormPost,
  noStore,
  outcomeOf,
  requestLocale,
  type SiteFormOptions,
} from '@/lib/site-form.server'
import { readSiteJson, refuseCrossSite } from '@/lib/site-request.server'

/** The route of the sign-in, sign-up, forgotten-password and reset forms: the site's form transport, then the use-case with Payload. */
export async function handleAuthPost(
  request: Request,
  rule: RateLimitRule,
  runUseCase: (payload: Payload, input: unknown, context: FormRequest) => Promise<FormResult>,
  options: SiteFormOptions = {},
): Promise<NextResponse> {
  const payload = await getPayloadClient()
  return handleSiteFormPost(request, rule, (input, context) => runUseCase(payload, input, context), options)
}

/** The transport for the account page's forms: same-site only, a body within its cap, signed in only, then the use-case. */
export async function handleAccountPost(
  request: Request,
  runUseCase: (payload: Payload, user: User, input: unknown, context: FormRequest) => Promise<FormResult>,
): Promise<NextResponse> {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteJson(request)
  if (!body.ok) return body.response
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const locale = requestLocale(request)
  if (!user || user.collection !== 'users') {
    return NextResponse.json(
      { ok: false, message: getTranslator(locale, 'auth')('account.sessionEnded') },
      { status: 401, headers: noStore },
    )
  }
  const { status, result, headers } = outcomeOf(
    await runUseCase(payload, user, body.value, { address: clientAddress(request.headers), locale }),
  )
  return NextResponse.json(result, { status, headers })
}
