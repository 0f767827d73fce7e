import 'server-only'

import type { IncomingHttpHeaders } from 'node:http'

import { stringifyCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { keepSessionThrough, sessionOfUser, type VerifiedSession, verifySession } from '@/features/auth/public.server'
import { getPayloadClient } from '@/server/payload.server'
import { splitProof } from '@/lib/proof-of-work'
import { takeProofOfWork } from '@/lib/proof-of-work.server'
import { clientAddress, consumeRateLimit, type RateLimitRule, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import { requestLocale } from '@/lib/site-form.server'
import { type HeaderReader, nodeHeaderReader } from '@/lib/header-reader'
import { type BodyRead, jsonOfBody, readJsonBody } from '@/lib/request-body'
import { crossSiteRefusal, readSiteForm, readSiteJson, refuseCrossSite } from '@/lib/site-request.server'
import type { User } from '@/payload-types'

import { ANSWER_BATCH_BODY_LIMIT_BYTES } from './body-limits'

export type EngineOutcome = {
  status: number
  body: unknown
  /** Keep the caller's session alive until then (ADR 012). */ sessionUntil?: Date
}

const SIGNED_OUT = 'Your session has ended. Sign in again: your answers are kept on this device.'

/** A body cap other than the site's default (`readSiteJson`), for calls that carry an answer batch. */
type BodyLimit = { maxBodyBytes?: number }

/**
 * The transport of the practice screens' calls (the exam screen, the daily quiz, the Question of the
 * Day): same site only, JSON in and out, never cached, and a session that would end before an
 * attempt's deadline renewed on the response. The use-cases decide everything else (whose attempt,
 * which clock, which state). Calls that act through the Local API get the whole account from `payload.auth`.
 */
export function handleEnginePost(
  request: Request,
  run: (payload: Payload, user: User, body: unknown) => Promise<EngineOutcome>,
  { maxBodyBytes }: BodyLimit = {},
): Promise<NextResponse> {
  return handle(request, (payload) => signedInUser(payload, request), run, sessionOfUser, maxBodyBytes)
}

/**
 * The transport of a candidate's files (a handwritten answer's pages): same site only, the caller
 * identified before the body is read (megabytes are not taken from a signed-out caller), the multipart
 * form read up to `maxBodyBytes`, JSON out, never cached.
 */
export async function handleSignedInForm(
  request: Request,
  maxBodyBytes: number,
  run: (payload: Payload, user: User, form: FormData | null) => Promise<EngineOutcome>,
): Promise<NextResponse> {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const payload = await getPayloadClient()
  const user = await signedInUser(payload, request)
  if (!user) return NextResponse.json({ message: SIGNED_OUT }, { status: 401, headers: noStore })
  const body = await readSiteForm(request, maxBodyBytes)
  if (!body.ok) return body.response
  const outcome = await run(payload, user, body.value)
  return NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
}

/**
 * The autosave's transport: the caller is identified by the session check alone (one indexed read,
 * ADR 012).
 */
export function handleAutosavePost(
  request: Request,
  run: (payload: Payload, session: VerifiedSession, body: unknown) => Promise<EngineOutcome>,
): Promise<NextResponse> {
  return handle(
    request,
    (payload) => verifySession(payload, request.headers),
    run,
    (session) => session,
    ANSWER_BATCH_BODY_LIMIT_BYTES,
  )
}

/** What the HTTP server writes back for an autosave it answers itself (`src/server/fast-path.mjs`). */
export type NodeReply = { status: number; json: string; setCookie?: string }

/**
 * The autosave's transport for the HTTP server's fast path (ADR 029, ADR 064): the same steps and
 * answers as `handleAutosavePost`, on Node's parsed headers and the body the server has read, with no
 * web `Request` or `Response` made and read back in between.
 */
export async function handleAutosaveFromNode(
  nodeHeaders: IncomingHttpHeaders,
  bytes: Uint8Array,
  run: (payload: Payload, session: VerifiedSession, body: unknown) => Promise<EngineOutcome>,
): Promise<NodeReply> {
  const headers = nodeHeaderReader(nodeHeaders)
  const read = async () => jsonOfBody(bytes, ANSWER_BATCH_BODY_LIMIT_BYTES)
  const answer = await reply(
    headers,
    read,
    (payload) => verifySession(payload, headers),
    run,
    (session) => session,
  )
  return {
    status: answer.status,
    json: JSON.stringify(answer.body),
    // The same serialisation as NextResponse's `cookies.set`, so both transports send the same header.
    ...(answer.cookie && {
      setCookie: stringifyCookie({ name: answer.cookie.name, value: answer.cookie.value, ...answer.cookie.options }),
    }),
  }
}

/**
 * The transport of a call that serves visitors too (checking a daily quiz or a Question of the Day
 * MCQ without an account): the signed-in candidate when there is one, otherwise a visitor limited per
 * client address by `visitorLimit` (429 with Retry-After) and, where `visitorProofOfWork`, carrying a
 * proof of work (ADR 050; 400 without a fresh one).
 */
export async function handleOpenPost(
  request: Request,
  visitorLimit: RateLimitRule,
  run: (payload: Payload, user: User | null, body: unknown) => Promise<EngineOutcome>,
  { visitorProofOfWork = false }: { visitorProofOfWork?: boolean } = {},
): Promise<NextResponse> {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteJson(request)
  if (!body.ok) return body.response
  const payload = await getPayloadClient()
  const user = await signedInUser(payload, request)
  // A signed-in candidate needs none, but their page may still send one (it was a visitor's when it loaded).
  let input = splitProof(body.value).input
  if (!user && visitorProofOfWork) {
    const proof = await takeProofOfWork(body.value, requestLocale(request))
    if (!proof.ok) return NextResponse.json({ message: proof.message }, { status: 400, headers: noStore })
    input = proof.input
  }
  if (!user) {
    const limit = await consumeRateLimit(visitorLimit, clientAddress(request.headers))
    if (!limit.ok) {
      return NextResponse.json(
        { message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
        { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
  }
  const outcome = await run(payload, user, input)
  return NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
}

async function signedInUser(payload: Payload, request: Request): Promise<User | null> {
  const { user } = await payload.auth({ headers: request.headers })
  return user && user.collection === 'users' ? (user as User) : null
}

function handle<Caller>(
  request: Request,
  identify: (payload: Payload) => Promise<Caller | null>,
  run: (payload: Payload, caller: Caller, body: unknown) => Promise<EngineOutcome>,
  sessionOf: (caller: Caller) => VerifiedSession | null,
  maxBodyBytes?: number,
): Promise<NextResponse> {
  return reply(request.headers, () => readJsonBody(request, maxBodyBytes), identify, run, sessionOf).then(toNextResponse)
}

/** An engine call's answer, whichever transport writes it: status, JSON body, and a renewed session cookie. */
type Reply = { status: number; body: unknown; cookie?: NonNullable<Awaited<ReturnType<typeof keepSessionThrough>>> }

/**
 * The steps of every engine call: same site, the body within its cap, the caller, the use-case, and
 * the caller's session kept alive through the attempt's deadline when the use-case asks.
 */
async function reply<Caller>(
  headers: HeaderReader,
  readBody: () => Promise<BodyRead<unknown>>,
  identify: (payload: Payload) => Promise<Caller | null>,
  run: (payload: Payload, caller: Caller, body: unknown) => Promise<EngineOutcome>,
  sessionOf: (caller: Caller) => VerifiedSession | null,
): Promise<Reply> {
  const foreign = crossSiteRefusal({ headers })
  if (foreign) return { status: 403, body: { ok: false, message: foreign } }
  const body = await readBody()
  if (!body.ok) return { status: body.status, body: { ok: false, message: body.message } }
  const payload = await getPayloadClient()
  const caller = await identify(payload)
  if (!caller) return { status: 401, body: { message: SIGNED_OUT } }
  const outcome = await run(payload, caller, body.value)
  const session = outcome.sessionUntil ? sessionOf(caller) : null
  const renewed = session && outcome.sessionUntil ? await keepSessionThrough(payload, session, outcome.sessionUntil) : null
  return { status: outcome.status, body: outcome.body, ...(renewed && { cookie: renewed }) }
}

function toNextResponse({ status, body, cookie }: Reply): NextResponse {
  const response = NextResponse.json(body, { status, headers: noStore })
  if (cookie) response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
}

const noStore = { 'Cache-Control': 'no-store' }
