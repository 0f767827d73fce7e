import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { RateLimitRule } from '@/lib/rate-limit.server'
import { type FormRequest, type FormResult, runSiteForm, type SiteFormOptions } from '@/lib/site-form.server'

/**
 * The site's form transport (`@/lib/site-form.server`: same-site rule, body cap, per-address limit)
 * at Payload's own REST endpoints that run the site's flows (sign-in, reset, forgotten password): the
 * answer has Payload's shape, `errors` with field paths on a refusal (the admin shows them next to its
 * fields), and `success(result)` otherwise. The use-case is handed the Payload instance (`req.payload`)
 * rather than reaching for it, so Payload's config imports its endpoints without an import circle.
 */
export async function handlePayloadAuthPost<R extends FormResult>(
  payload: Payload,
  request: Request,
  rule: RateLimitRule,
  runUseCase: (payload: Payload, input: unknown, context: FormRequest) => Promise<R>,
  success: (result: Extract<R, { ok: true }>) => object,
  options: SiteFormOptions = {},
): Promise<NextResponse> {
  const { status, result, headers } = await runSiteForm(request, rule, (input, context) => runUseCase(payload, input, context), options)
  if (result.ok) return NextResponse.json(success(result as Extract<R, { ok: true }>), { status, headers })
  const fieldErrors = Object.entries(result.fieldErrors ?? {}).map(([path, message]) => ({ path, message }))
  const data = fieldErrors.length > 0 ? { data: { errors: fieldErrors } } : {}
  return NextResponse.json({ errors: [{ message: result.message, ...data }] }, { status, headers })
}
