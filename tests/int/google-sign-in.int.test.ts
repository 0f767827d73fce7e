import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GOOGLE_FLOW_COOKIE } from '@/features/auth/google/google-oidc.server'
import { handleGoogleCallback, handleGoogleStart } from '@/features/auth/google/google-routes.server'
import { GOOGLE_LINK_COOKIE, hasGoogleLinked, linkGoogleWithPassword, unlinkGoogle } from '@/features/auth/google/google-sign-in.server'
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@/features/auth/account.server'
import { UNLINK_ONLY_MESSAGE } from '@/collections/users/hooks/only-unlink-google'
import { WRONG_CREDENTIALS_MESSAGE } from '@/domain/auth/sign-in.server'
import { getTranslator } from '@/i18n/translator'
import { createUser } from '@/seed/factories'
import { finishSecondStep, readSecondStepPage } from '@/domain/auth/second-factor/second-factor.server'
import { totpCode } from '@/domain/auth/second-factor/totp'

import { signInAtProvider, subjectFor } from '../oidc/provider.mjs'
import { jar } from '../helpers/next-headers'
import { getTestPayload } from '../helpers/payload'

/**
 * Google sign-in (issue 19, part 1; ADR 051) against a real OpenID provider running in this test
 * (`tests/oidc/provider.mjs`, oidc-provider): the site's start and callback routes, the code exchange
 * with PKCE, the ID token's checks, accounts made, found and linked, and what is refused.
 */
const provider = await vi.hoisted(async () => {
  const { startTestProvider } = await import('../oidc/provider.mjs')
  process.env.GOOGLE_CLIENT_ID = 'pcs-int-client'
  process.env.GOOGLE_CLIENT_SECRET = 'pcs-int-secret-0123456789'
  process.env.SERVER_URL = 'http://localhost:3000'
  const started = await startTestProvider({
    clientId: process.env.GOOGLE_CLIENT_ID,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET,
    redirectUris: ['http://localhost:3000/api/auth/google/callback'],
  })
  process.env.GOOGLE_ISSUER = started.issuer
  return started
})
afterAll(() => provider.close())

// The routes keep the flow, the waiting link and the session in cookies through Next's cookie store:
// here one browser's jar.
vi.mock('next/headers', () => import('../helpers/next-headers'))
vi.mock('next/server', () => import('../helpers/next-after'))

const t = getTranslator('en', 'auth')
const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })

type Person = { email: string; name?: string; emailVerified?: boolean; cancel?: boolean }

/** The button's start (in its window unless told otherwise): where the browser is sent. */
async function start(query: Record<string, string> = { mode: 'popup', popup: 'window-0001', next: '/test-series' }) {
  const response = await handleGoogleStart(new Request(`http://localhost:3000/api/auth/google/start?${new URLSearchParams(query)}`))
  expect(response.status).toBe(303)
  return response.headers.get('Location')!
}

/** Google's answer coming back to the callback: where the browser is sent next. */
async function callback(callbackUrl: string) {
  const response = await handleGoogleCallback(new Request(callbackUrl))
  expect(response.status).toBe(303)
  return new URL(response.headers.get('Location')!)
}

async function signInWithGoogle(person: Person, query?: Record<string, string>) {
  const authorization = await start(query)
  return callback(await signInAtProvider(authorization, { name: 'Test Person', ...person }))
}

const signedInEmail = async () => {
  const token = jar.get('payload-token')
  if (!token) return null
  const payload = await getTestPayload()
  return (await payload.auth({ headers: bearer(token) })).user?.email ?? null
}

const usersWith = async (email: string) =>
  (await (await getTestPayload()).find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

beforeEach(() => jar.clear())

describe('Google sign-in through a real OpenID provider', () => {
  it('sends the browser to the provider with PKCE, state, nonce and the registered address', async () => {
    const authorization = new URL(await start())
    expect(authorization.origin).toBe(provider.issuer)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authorization.searchParams.get('state')).toBeTruthy()
    expect(authorization.searchParams.get('nonce')).toBeTruthy()
    expect(authorization.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback')
    expect(authorization.searchParams.get('scope')).toBe('openid email profile')
    // The flow's secrets stay sealed in the browser's cookie: not readable as JSON, not in the address.
    expect(jar.get(GOOGLE_FLOW_COOKIE)).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(authorization.href).not.toContain(JSON.stringify(jar.get(GOOGLE_FLOW_COOKIE)))
  })

  it('makes a candidate account for a new address, signs it in and reports to the window', async () => {
    const done = await signInWithGoogle({ email: 'Gurleen.Brar@Example.in', name: 'Gurleen Brar' })
    expect(done.pathname).toBe('/google-sign-in')
    expect(Object.fromEntries(done.searchParams)).toEqual({ outcome: 'signed-in', next: '/test-series', popup: 'window-0001' })
    const [account] = await usersWith('gurleen.brar@example.in')
    expect(account).toMatchObject({ name: 'Gurleen Brar', role: 'candidate', googleSub: subjectFor('gurleen.brar@example.in') })
    expect(await signedInEmail()).toBe('gurleen.brar@example.in')
    // The flow is used up: its cookie is gone.
    expect(jar.has(GOOGLE_FLOW_COOKIE)).toBe(false)
  })

  it('signs the same Google account back in to the same account, ending its other session (one session per account)', async () => {
    await signInWithGoogle({ email: 'amrit.sekhon@example.in', name: 'Amrit Sekhon' })
    const first = jar.get('payload-token')!
    jar.clear()
    await signInWithGoogle({ email: 'amrit.sekhon@example.in', name: 'Amrit Sekhon' })
    expect(await usersWith('amrit.sekhon@example.in')).toHaveLength(1)
    const payload = await getTestPayload()
    expect((await payload.auth({ headers: bearer(first) })).user).toBeNull()
    expect(await signedInEmail()).toBe('amrit.sekhon@example.in')
  })

  it('the whole-page way goes back where the candidate was headed', async () => {
    const done = await signInWithGoogle({ email: 'karan.dhillon@example.in' }, { mode: 'redirect', next: '/dashboard', lang: 'pa' })
    // Through the last page, which goes on from the site itself (Payload reads the session only then).
    expect(`${done.pathname}${done.search}`).toBe('/google-sign-in?outcome=signed-in&next=%2Fdashboard&lang=pa')
  })

  it('never links an address that has a password account until its password is given', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'simran.gill@example.in', password: 'Sutlej#River2026', name: 'Simran Gill', role: 'candidate' })
    const done = await signInWithGoogle({ email: 'simran.gill@example.in' }, { mode: 'redirect', next: '/dashboard' })
    expect(`${done.pathname}${done.search}`).toBe('/link-google?next=%2Fdashboard')
    expect(await signedInEmail()).toBeNull()
    expect((await usersWith('simran.gill@example.in'))[0]?.googleSub).toBeFalsy()
    expect(jar.has(GOOGLE_LINK_COOKIE)).toBe(true)

    const from = { address: '203.0.113.40', locale: 'en' as const }
    expect(await linkGoogleWithPassword(payload, { password: 'wrong password' }, from)).toMatchObject({
      ok: false,
      message: WRONG_CREDENTIALS_MESSAGE,
    })
    expect((await usersWith('simran.gill@example.in'))[0]?.googleSub).toBeFalsy()
    expect(await signedInEmail()).toBeNull()

    expect(await linkGoogleWithPassword(payload, { password: 'Sutlej#River2026' }, from)).toEqual({ ok: true })
    expect((await usersWith('simran.gill@example.in'))[0]?.googleSub).toBe(subjectFor('simran.gill@example.in'))
    expect(await signedInEmail()).toBe('simran.gill@example.in')
    expect(jar.has(GOOGLE_LINK_COOKIE)).toBe(false)
    // Nothing waits any more.
    expect(await linkGoogleWithPassword(payload, { password: 'Sutlej#River2026' }, from)).toMatchObject({
      ok: false,
      message: t('google.link.expired'),
    })

    // From now on Google signs straight in.
    jar.clear()
    const again = await signInWithGoogle({ email: 'simran.gill@example.in' }, { mode: 'redirect', next: '/dashboard' })
    expect(again.searchParams.get('outcome')).toBe('signed-in')
    expect(await signedInEmail()).toBe('simran.gill@example.in')

    // Unlinking needs the current password; then Google asks to link again.
    const [simran] = await usersWith('simran.gill@example.in')
    expect(await hasGoogleLinked(payload, simran!)).toBe(true)
    expect(await unlinkGoogle(payload, simran!, { currentPassword: 'a guess' }, from)).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    })
    expect(await hasGoogleLinked(payload, simran!)).toBe(true)
    expect(await unlinkGoogle(payload, simran!, { currentPassword: 'Sutlej#River2026' }, from)).toEqual({ ok: true })
    expect(await hasGoogleLinked(payload, simran!)).toBe(false)
    // This browser keeps a (new) session.
    expect(await signedInEmail()).toBe('simran.gill@example.in')
    jar.clear()
    const unlinked = await signInWithGoogle({ email: 'simran.gill@example.in' }, { mode: 'redirect', next: '/dashboard' })
    expect(unlinked.pathname).toBe('/link-google')
  })

  it('accepts a callback once: the same answer again, a forged state, or no flow cookie are refused', async () => {
    const authorization = await start({ mode: 'redirect', next: '/' })
    const answer = await signInAtProvider(authorization, { email: 'replay@example.in' })
    const flowCookie = jar.get(GOOGLE_FLOW_COOKIE)!
    expect((await callback(answer)).searchParams.get('outcome')).toBe('signed-in')
    jar.clear()
    // The same answer with the same (stolen) flow cookie: used already.
    jar.set(GOOGLE_FLOW_COOKIE, flowCookie)
    expect((await callback(answer)).searchParams.get('google')).toBe('expired')
    expect(await signedInEmail()).toBeNull()

    await start({ mode: 'redirect', next: '/' })
    const forged = new URL(answer)
    forged.searchParams.set('state', 'forged-state')
    expect((await callback(forged.href)).searchParams.get('google')).toBe('expired')

    jar.clear()
    const noFlow = await callback(answer)
    expect(noFlow.pathname).toBe('/google-sign-in')
    expect(noFlow.searchParams.get('outcome')).toBe('expired')
    expect(await signedInEmail()).toBeNull()
  })

  it('a newer start cancels the earlier one: the earlier answer can no longer sign in', async () => {
    const earlier = await start({ mode: 'popup', popup: 'window-earlier', next: '/' })
    await start({ mode: 'popup', popup: 'window-newer', next: '/' })
    const done = await callback(await signInAtProvider(earlier, { email: 'twice@example.in' }))
    expect(Object.fromEntries(done.searchParams)).toMatchObject({ outcome: 'expired', popup: 'window-newer' })
    expect(await usersWith('twice@example.in')).toHaveLength(0)
  })

  it('says so when the candidate cancels at Google, and makes nothing', async () => {
    const done = await signInWithGoogle({ email: 'cancel@example.in', cancel: true }, { mode: 'redirect', next: '/' })
    expect(done.pathname).toBe('/sign-in')
    expect(done.searchParams.get('google')).toBe('cancelled')
    expect(await usersWith('cancel@example.in')).toHaveLength(0)
  })

  it('refuses an address Google has not verified', async () => {
    const done = await signInWithGoogle({ email: 'unverified@example.in', emailVerified: false })
    expect(done.searchParams.get('outcome')).toBe('unverified')
    expect(await usersWith('unverified@example.in')).toHaveLength(0)
    expect(await signedInEmail()).toBeNull()
  })

  it('keeps staff to their password unless an admin allows Google for the account', async () => {
    const payload = await getTestPayload()
    const editor = await createUser(payload, {
      email: 'editor.google@example.in',
      password: 'Ravi#River2027',
      name: 'Editor',
      role: 'editor',
    })
    const refused = await signInWithGoogle({ email: 'editor.google@example.in' })
    expect(refused.searchParams.get('outcome')).toBe('staff-not-allowed')
    expect(jar.has(GOOGLE_LINK_COOKIE)).toBe(false)
    expect(await signedInEmail()).toBeNull()

    // The editor cannot allow it for themselves…
    await expect(
      payload.update({ collection: 'users', id: editor.id, data: { allowGoogleSignIn: true }, user: editor, overrideAccess: false }),
    ).resolves.toMatchObject({ allowGoogleSignIn: false })
    // …an admin can; then the editor links with their password as anyone would.
    await payload.update({ collection: 'users', id: editor.id, data: { allowGoogleSignIn: true }, overrideAccess: true })
    expect((await signInWithGoogle({ email: 'editor.google@example.in' })).searchParams.get('outcome')).toBe('link-needed')
    // The password links Google; staff then set up their app before any session (ADR 052).
    expect(await linkGoogleWithPassword(payload, { password: 'Ravi#River2027' }, { address: '203.0.113.41', locale: 'en' })).toEqual({
      ok: true,
      secondStep: 'enrol',
    })
    expect(await signedInEmail()).toBeNull()
    const setup = await readSecondStepPage(payload)
    if (setup?.kind !== 'enrol') throw new Error('No setup waiting')
    const secret = setup.setup.spelled.replace(/\s/g, '')
    expect(await finishSecondStep(payload, { code: totpCode(secret), setupToken: setup.setup.setupToken }, { locale: 'en' })).toMatchObject(
      { ok: true },
    )
    expect(await signedInEmail()).toBe('editor.google@example.in')

    // Google stands in for the password, never for the code: the next Google sign-in waits for it.
    jar.clear()
    const again = await signInWithGoogle({ email: 'editor.google@example.in' }, { mode: 'redirect', next: '/admin' })
    expect(`${again.pathname}${again.search}`).toBe('/two-step')
    expect(await signedInEmail()).toBeNull()
    expect(await readSecondStepPage(payload)).toMatchObject({ kind: 'code', method: 'totp', returnTo: '/admin' })
    expect(await finishSecondStep(payload, { code: totpCode(secret, Date.now() + 30_000) }, { locale: 'en' })).toMatchObject({
      ok: true,
      returnTo: '/admin',
    })
    expect(await signedInEmail()).toBe('editor.google@example.in')

    // Taken back: the linked Google account is refused again.
    await payload.update({ collection: 'users', id: editor.id, data: { allowGoogleSignIn: false }, overrideAccess: true })
    jar.clear()
    expect((await signInWithGoogle({ email: 'editor.google@example.in' })).searchParams.get('outcome')).toBe('staff-not-allowed')
    expect(await signedInEmail()).toBeNull()
  })

  it('lets nobody write the linked Google account through the API, and hides it from its owner', async () => {
    const payload = await getTestPayload()
    await signInWithGoogle({ email: 'reader@example.in' })
    const [account] = await usersWith('reader@example.in')
    const own = await payload.findByID({ collection: 'users', id: account!.id, user: account, overrideAccess: false })
    expect(own).not.toHaveProperty('googleSub')
    const changed = await payload.update({
      collection: 'users',
      id: account!.id,
      data: { googleSub: 'g-someone-else' },
      user: account,
      overrideAccess: false,
    })
    expect((await usersWith('reader@example.in'))[0]?.googleSub).toBe(subjectFor('reader@example.in'))
    expect(changed).not.toHaveProperty('googleSub')
  })

  it('lets an admin unlink a candidate’s Google account, never link one', async () => {
    const payload = await getTestPayload()
    const admin = await createUser(payload, { email: 'admin.google@example.in', password: 'Ravi#River2027', name: 'Admin', role: 'admin' })
    await signInWithGoogle({ email: 'lost.google@example.in' })
    const [candidate] = await usersWith('lost.google@example.in')
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false }
    await expect(
      payload.update({ collection: 'users', id: candidate!.id, data: { googleSub: 'g-attackers-account' }, ...asAdmin }),
    ).rejects.toThrow(UNLINK_ONLY_MESSAGE)
    expect((await usersWith('lost.google@example.in'))[0]?.googleSub).toBe(subjectFor('lost.google@example.in'))
    await payload.update({ collection: 'users', id: candidate!.id, data: { googleSub: '' }, ...asAdmin })
    expect((await usersWith('lost.google@example.in'))[0]?.googleSub).toBeFalsy()
    // Google now finds the address's account and asks for its password.
    jar.clear()
    expect((await signInWithGoogle({ email: 'lost.google@example.in' })).searchParams.get('outcome')).toBe('link-needed')
  })
})
