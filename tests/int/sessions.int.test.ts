import { describe, expect, it, vi } from 'vitest'

import { readSession } from '@/features/auth/read-session.server'
import { keepSessionThrough, verifySession } from '@/features/auth/session-token.server'
import { ACCOUNT_LOCKED_MESSAGE, signIn, WRONG_CREDENTIALS_MESSAGE } from '@/features/auth/sign-in.server'
import { DUPLICATE_EMAIL_MESSAGE, signUp } from '@/features/auth/sign-up.server'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { resign, sessionEndingIn } from '../helpers/sessions'

// The use-cases set the session cookie through Next's cookie store; here it is a recorder.
const cookieJar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({ set: (name: string, value: string) => cookieJar.set(name, value), delete: (name: string) => cookieJar.delete(name) }),
}))

vi.mock('next/server', () => import('../helpers/next-after'))

const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })
// A browser's own request: Payload only reads the cookie when the request is not cross-site.
const cookie = (token: string) => new Headers({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })

describe('one active session per account', () => {
  it('a second sign-in ends the first session, and the first browser is told why', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'jaspreet@example.in', password: 'Sutlej#River2026', name: 'Jaspreet Kaur', role: 'candidate' })
    const first = await payload.login({ collection: 'users', data: { email: 'jaspreet@example.in', password: 'Sutlej#River2026' } })
    expect((await payload.auth({ headers: bearer(first.token!) })).user?.email).toBe('jaspreet@example.in')

    const second = await payload.login({ collection: 'users', data: { email: 'jaspreet@example.in', password: 'Sutlej#River2026' } })
    expect((await payload.auth({ headers: bearer(first.token!) })).user).toBeNull()
    expect((await payload.auth({ headers: bearer(second.token!) })).user?.email).toBe('jaspreet@example.in')

    expect(await readSession(payload, cookie(first.token!))).toMatchObject({ user: null, reason: 'signed-in-elsewhere' })
    expect(await readSession(payload, cookie(second.token!))).toMatchObject({ user: { email: 'jaspreet@example.in' }, reason: null })
    expect(await readSession(payload, new Headers())).toEqual({ user: null, expiresAt: null, reason: null })
  })

  it('a password reset ends every other session too', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'harman@example.in', password: 'Beas#River2026', name: 'Harman Gill', role: 'candidate' })
    const before = await payload.login({ collection: 'users', data: { email: 'harman@example.in', password: 'Beas#River2026' } })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'harman@example.in' }, disableEmail: true })
    const reset = await payload.resetPassword({ collection: 'users', data: { token, password: 'Ravi#River2027' }, overrideAccess: true })
    expect((await payload.auth({ headers: bearer(before.token!) })).user).toBeNull()
    expect((await payload.auth({ headers: bearer(reset.token!) })).user?.email).toBe('harman@example.in')
  })
})

describe('sign-in and sign-up', () => {
  it('signs up a candidate (never anything else), signs them in, and refuses a second account on the same e-mail', async () => {
    const payload = await getTestPayload()
    cookieJar.clear()
    const input = { name: 'Navdeep Sandhu', email: 'Navdeep@Example.in', mobile: '98140 12345', password: 'Ghaggar#Basin77', terms: true, role: 'admin' }
    expect(await signUp(input)).toEqual({ ok: true })
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'navdeep@example.in' } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ role: 'candidate', mobile: '+919814012345', name: 'Navdeep Sandhu' })
    expect((await payload.auth({ headers: cookie(cookieJar.get('payload-token')!) })).user?.email).toBe('navdeep@example.in')

    expect(await signUp(input)).toMatchObject({ ok: false, fieldErrors: { email: DUPLICATE_EMAIL_MESSAGE } })
  })

  it('answers a wrong password and an unknown e-mail alike, and locks the account after five failures', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'manpreet@example.in', password: 'Chenab#River2026', name: 'Manpreet Brar', role: 'candidate' })
    expect(await signIn({ email: 'nobody@example.in', password: 'whatever1' })).toEqual({ ok: false, message: WRONG_CREDENTIALS_MESSAGE })
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await signIn({ email: 'manpreet@example.in', password: `wrong-${attempt}` })).toEqual({ ok: false, message: WRONG_CREDENTIALS_MESSAGE })
    }
    // The fifth failure locks the account and says so; then even the right password is refused.
    expect(await signIn({ email: 'manpreet@example.in', password: 'wrong-5' })).toEqual({ ok: false, message: ACCOUNT_LOCKED_MESSAGE })
    expect(await signIn({ email: 'manpreet@example.in', password: 'Chenab#River2026' })).toEqual({ ok: false, message: ACCOUNT_LOCKED_MESSAGE })
  })

  it('reports bad input per field without touching the database', async () => {
    expect(await signIn({ email: 'not-an-email', password: '' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Enter a valid e-mail address, like name@example.com.', password: 'Enter your password.' },
    })
  })
})

describe('unlocking a locked account', () => {
  it('is for admins only: neither the candidate nor an editor may unlock (Payload lets any signed-in user by default)', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'locked@example.in', password: 'Jhelum#River2026', name: 'Locked Out', role: 'candidate' })
    const candidate = await createUser(payload, { email: 'other@example.in', password: 'Jhelum#River2026', name: 'Other Candidate', role: 'candidate' })
    const editor = await createUser(payload, { email: 'unlock-editor@example.in', password: 'Jhelum#River2026', name: 'Unlock Editor', role: 'editor' })
    const admin = await createUser(payload, { email: 'unlock-admin@example.in', password: 'Jhelum#River2026', name: 'Unlock Admin', role: 'admin' })
    for (let attempt = 1; attempt <= 5; attempt++) await signIn({ email: 'locked@example.in', password: `wrong-${attempt}` })
    expect(await signIn({ email: 'locked@example.in', password: 'Jhelum#River2026' })).toEqual({ ok: false, message: ACCOUNT_LOCKED_MESSAGE })

    for (const user of [candidate, editor]) {
      await expect(payload.unlock({ collection: 'users', data: { email: 'locked@example.in' } as never, overrideAccess: false, req: { user: { ...user, collection: 'users' } } })).rejects.toThrow()
    }
    expect(await signIn({ email: 'locked@example.in', password: 'Jhelum#River2026' })).toEqual({ ok: false, message: ACCOUNT_LOCKED_MESSAGE })

    await payload.unlock({ collection: 'users', data: { email: 'locked@example.in' } as never, overrideAccess: false, req: { user: { ...admin, collection: 'users' } } })
    expect(await signIn({ email: 'locked@example.in', password: 'Jhelum#River2026' })).toEqual({ ok: true })
  })
})

describe('the session check of the exam screen’s autosave (ADR 012)', () => {
  it('accepts exactly the requests Payload’s own check accepts', async () => {
    const payload = await getTestPayload()
    const user = await createUser(payload, { email: 'simran@example.in', password: 'Satluj#Bank2026', name: 'Simran Dhillon', role: 'candidate' })
    const first = (await payload.login({ collection: 'users', data: { email: 'simran@example.in', password: 'Satluj#Bank2026' } })).token!
    const withCookie = (token: string, extra: Record<string, string> = {}) => new Headers({ Cookie: `payload-token=${token}`, ...extra })
    const cases: [string, Headers][] = [
      ['the browser’s own request', withCookie(first, { 'Sec-Fetch-Site': 'same-origin' })],
      ['a request from another site', withCookie(first, { Origin: 'https://elsewhere.example' })],
      ['a client that is not a browser', withCookie(first)],
      ['a token signed with another secret', withCookie(await resign(first, { secret: 'not-the-site-secret-at-all-0123456789' }), { 'Sec-Fetch-Site': 'same-origin' })],
      ['an expired token', withCookie(await resign(first, { seconds: -60 }), { 'Sec-Fetch-Site': 'same-origin' })],
      ['no cookie', new Headers({ 'Sec-Fetch-Site': 'same-origin' })],
    ]
    const verdicts = async (check: (headers: Headers) => Promise<unknown>) => {
      const out: Record<string, boolean> = {}
      for (const [name, headers] of cases) out[name] = Boolean(await check(headers))
      return out
    }
    const ours = await verdicts((headers) => verifySession(payload, headers))
    expect(ours).toEqual(await verdicts(async (headers) => (await payload.auth({ headers })).user))
    expect(Object.entries(ours).filter(([, accepted]) => accepted).map(([name]) => name)).toEqual(['the browser’s own request'])
    const session = await verifySession(payload, cases[0]![1])
    expect(session).toMatchObject({ userId: user.id, sid: expect.any(String) })
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000)

    // A sign-in on another device removes this session: refused at once, as by Payload.
    await payload.login({ collection: 'users', data: { email: 'simran@example.in', password: 'Satluj#Bank2026' } })
    expect((await payload.auth({ headers: cases[0]![1] })).user).toBeNull()
    expect(await verifySession(payload, cases[0]![1])).toBeNull()
  })

  it('renews a session that would end before the attempt does, and leaves a long one alone', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'kirat@example.in', password: 'Beas#Bank2026', name: 'Kirat Sekhon', role: 'candidate' })
    const token = (await payload.login({ collection: 'users', data: { email: 'kirat@example.in', password: 'Beas#Bank2026' } })).token!
    const headers = (value: string) => new Headers({ Cookie: `payload-token=${value}`, 'Sec-Fetch-Site': 'same-origin' })
    const twoHours = new Date(Date.now() + 2 * 3600_000)

    expect(await keepSessionThrough(payload, (await verifySession(payload, headers(token)))!, twoHours)).toBeNull()

    // Signed in almost a week ago: ten minutes left on the token and on the session.
    const old = await sessionEndingIn(payload, token, 600)
    const ending = (await verifySession(payload, headers(old)))!
    expect(ending.expiresAt.getTime()).toBeLessThan(Date.now() + 601_000)

    const renewed = await keepSessionThrough(payload, ending, twoHours)
    expect(renewed).toMatchObject({ name: 'payload-token', options: { httpOnly: true, path: '/' } })
    const after = (await verifySession(payload, headers(renewed!.value)))!
    expect(after.sid).toBe(ending.sid)
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000)
    expect((await payload.auth({ headers: headers(renewed!.value) })).user?.email).toBe('kirat@example.in')
  })
})
