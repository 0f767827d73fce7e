import { describe, expect, it, vi } from 'vitest'

import { EMAIL_BY_ADMIN_MESSAGE, PASSWORD_ON_ACCOUNT_PAGE_MESSAGE } from '@/collections/users/hooks/guard-credentials'
import { PASSWORD_HASH } from '@/domain/auth/password-login.server'
import { resetPassword } from '@/domain/auth/password-reset.server'
import { readSession } from '@/features/auth/read-session.server'
import { keepSessionThrough, verifySession } from '@/features/auth/session-token.server'
import { signIn, WRONG_CREDENTIALS_MESSAGE } from '@/domain/auth/sign-in.server'
import { unlockSignIn } from '@/domain/auth/sign-in-throttle.server'
import { signUpCodeFor } from '@/features/auth/sign-up-code'
import { EXISTING_ACCOUNT_MESSAGE, signUp, signUpCodeSentMessage, WRONG_SIGN_UP_CODE_MESSAGE } from '@/features/auth/sign-up.server'
import { createUser } from '@/seed/factories'

import { jar as cookieJar } from '../helpers/next-headers'
import { getTestPayload } from '../helpers/payload'
import { resign, sessionEndingIn, sessionToken } from '../helpers/sessions'

// The use-cases set the session cookie through Next's cookie store; here it is a recorder.
vi.mock('next/headers', () => import('../helpers/next-headers'))

vi.mock('next/server', () => import('../helpers/next-after'))

const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })
// A browser's own request: Payload only reads the cookie when the request is not cross-site.
const cookie = (token: string) => new Headers({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })

describe('one active session per account', () => {
  it('a second sign-in ends the first session, and the first browser is told why', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'jaspreet@example.in', password: 'Sutlej#River2026', name: 'Jaspreet Kaur', role: 'candidate' })
    const first = await sessionToken(payload, 'jaspreet@example.in', 'Sutlej#River2026')
    expect((await payload.auth({ headers: bearer(first) })).user?.email).toBe('jaspreet@example.in')

    const second = await sessionToken(payload, 'jaspreet@example.in', 'Sutlej#River2026')
    expect((await payload.auth({ headers: bearer(first) })).user).toBeNull()
    expect((await payload.auth({ headers: bearer(second) })).user?.email).toBe('jaspreet@example.in')

    expect(await readSession(payload, cookie(first))).toMatchObject({ user: null, reason: 'signed-in-elsewhere' })
    expect(await readSession(payload, cookie(second))).toMatchObject({ user: { email: 'jaspreet@example.in' }, reason: null })
    expect(await readSession(payload, new Headers())).toEqual({ user: null, expiresAt: null, reason: null })
  })

  it('a password reset ends every other session too', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'harman@example.in', password: 'Beas#River2026', name: 'Harman Gill', role: 'candidate' })
    const before = await sessionToken(payload, 'harman@example.in', 'Beas#River2026')
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'harman@example.in' }, disableEmail: true })
    cookieJar.clear()
    expect(await resetPassword(payload, { token, password: 'Ravi#River2027' })).toEqual({ ok: true })
    expect((await payload.auth({ headers: bearer(before) })).user).toBeNull()
    expect((await payload.auth({ headers: bearer(cookieJar.get('payload-token')!) })).user?.email).toBe('harman@example.in')
  })

  it('keeps the token out of every answer of Payload’s own API: it lives in the HttpOnly cookie only', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'tokenless@example.in', password: 'Sutlej#River2026', name: 'Tokenless', role: 'candidate' })
    const result = await payload.login({ collection: 'users', data: { email: 'tokenless@example.in', password: 'Sutlej#River2026' } })
    expect(result.user?.email).toBe('tokenless@example.in')
    expect(result).not.toHaveProperty('token')
  })
})

const from = (address: string) => ({ address })

describe('sign-in and sign-up', () => {
  it('signs up a candidate (never anything else) once the e-mailed code proves the address, and signs them in', async () => {
    const payload = await getTestPayload()
    cookieJar.clear()
    const input = {
      name: 'Navdeep Sandhu',
      email: 'Navdeep@Example.in',
      mobile: '98140 12345',
      password: 'Ghaggar#Basin77',
      terms: true,
      role: 'admin',
    }
    expect(await signUp(payload, input)).toEqual({ ok: true, step: 'code-sent', message: signUpCodeSentMessage('navdeep@example.in') })
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'navdeep@example.in' } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })

    const code = signUpCodeFor(payload.secret, 'navdeep@example.in')
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await signUp(payload, { ...input, code: wrongCode })).toMatchObject({
      ok: false,
      fieldErrors: { code: WRONG_SIGN_UP_CODE_MESSAGE },
    })
    expect(await signUp(payload, { ...input, code })).toEqual({ ok: true, step: 'signed-in' })
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'navdeep@example.in' } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ role: 'candidate', mobile: '+919814012345', name: 'Navdeep Sandhu' })
    expect((await payload.auth({ headers: cookie(cookieJar.get('payload-token')!) })).user?.email).toBe('navdeep@example.in')

    // A second sign-up with the address gets the very same first answer; only the code's holder learns more.
    expect(await signUp(payload, { ...input, name: 'Someone Else' })).toEqual({
      ok: true,
      step: 'code-sent',
      message: signUpCodeSentMessage('navdeep@example.in'),
    })
    expect(await signUp(payload, { ...input, code })).toEqual({ ok: false, message: EXISTING_ACCOUNT_MESSAGE })
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'manpreet@example.in', password: 'Chenab#River2026', name: 'Manpreet Brar', role: 'candidate' })
    expect(await signIn(payload, { email: 'nobody@example.in', password: 'whatever1' }, from('203.0.113.1'))).toEqual({
      ok: false,
      message: WRONG_CREDENTIALS_MESSAGE,
    })
    expect(await signIn(payload, { email: 'manpreet@example.in', password: 'wrong-1' }, from('203.0.113.1'))).toEqual({
      ok: false,
      message: WRONG_CREDENTIALS_MESSAGE,
    })
  })

  it('refuses one address after five wrong passwords at one account, for a real and an unknown account alike, but never the owner elsewhere', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'locked@example.in', password: 'Jhelum#River2026', name: 'Locked Out', role: 'candidate' })
    const outcomes = async (email: string, address: string) => {
      const answers = []
      for (let attempt = 1; attempt <= 6; attempt++)
        answers.push(await signIn(payload, { email, password: `wrong-${attempt}` }, from(address)))
      return answers.map((answer) =>
        answer.ok ? 'ok' : answer.retryAfterSeconds ? `wait: ${answer.message.replace(/\d+ minutes?/, 'N')}` : answer.message,
      )
    }
    const real = await outcomes('locked@example.in', '198.51.100.1')
    expect(real).toEqual(await outcomes('nobody-here@example.in', '198.51.100.1'))
    expect(real.slice(0, 5)).toEqual(Array(5).fill(WRONG_CREDENTIALS_MESSAGE))
    expect(real[5]).toMatch(/^wait: Too many failed sign-ins to this account from your network/)
    // Even the right password waits at that address; from another address it goes straight in.
    expect(await signIn(payload, { email: 'locked@example.in', password: 'Jhelum#River2026' }, from('198.51.100.1'))).toMatchObject({
      ok: false,
      retryAfterSeconds: expect.any(Number),
    })
    expect(await signIn(payload, { email: 'locked@example.in', password: 'Jhelum#River2026' }, from('198.51.100.2'))).toEqual({ ok: true })
  })

  it('slows every address down as the account’s failures grow, yet lets the owner in from a fresh address', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'targeted@example.in', password: 'Jhelum#River2026', name: 'Targeted', role: 'candidate' })
    // A rival fails twice from each of ten addresses: the first ten failures are free, then each costs a wait.
    const answers = []
    for (let address = 1; address <= 10; address++) {
      for (let attempt = 1; attempt <= 2; attempt++)
        answers.push(await signIn(payload, { email: 'targeted@example.in', password: 'guess' }, from(`192.0.2.${address}`)))
    }
    expect(answers.slice(0, 10).every((answer) => !answer.ok && answer.message === WRONG_CREDENTIALS_MESSAGE)).toBe(true)
    expect(answers[10]).toEqual({ ok: false, message: `${WRONG_CREDENTIALS_MESSAGE} Wait 2 seconds before you try again.` })
    // The address that just failed must wait, even with the right password.
    expect(await signIn(payload, { email: 'targeted@example.in', password: 'Jhelum#River2026' }, from('192.0.2.10'))).toMatchObject({
      ok: false,
      retryAfterSeconds: expect.any(Number),
    })
    expect(await signIn(payload, { email: 'targeted@example.in', password: 'Jhelum#River2026' }, from('203.0.113.200'))).toEqual({
      ok: true,
    })
  })

  it('forgets every failure and wait of an account when an admin unlocks it', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'unlocked@example.in', password: 'Jhelum#River2026', name: 'Unlocked', role: 'candidate' })
    for (let attempt = 1; attempt <= 5; attempt++)
      await signIn(payload, { email: 'unlocked@example.in', password: `wrong-${attempt}` }, from('198.51.100.9'))
    expect(await signIn(payload, { email: 'unlocked@example.in', password: 'Jhelum#River2026' }, from('198.51.100.9'))).toMatchObject({
      ok: false,
    })
    await unlockSignIn('unlocked@example.in')
    expect(await signIn(payload, { email: 'unlocked@example.in', password: 'Jhelum#River2026' }, from('198.51.100.9'))).toEqual({
      ok: true,
    })
  })

  it('reports bad input per field without touching the database', async () => {
    const payload = await getTestPayload()
    expect(await signIn(payload, { email: 'not-an-email', password: '' }, from('203.0.113.1'))).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Enter a valid e-mail address, like name@example.com.', password: 'Enter your password.' },
    })
  })

  it('checks an unknown address’s password against Payload’s own hash scheme, so both cost the same', async () => {
    const payload = await getTestPayload()
    const user = await createUser(payload, { email: 'hashed@example.in', password: 'Jhelum#River2026', name: 'Hashed', role: 'candidate' })
    const stored = await payload.db.findOne<{ id: number; hash: string }>({ collection: 'users', where: { id: { equals: user.id } } })
    // If Payload changes its scheme, PASSWORD_HASH (the dummy hash's parameters) must follow.
    expect(stored!.hash.startsWith(PASSWORD_HASH.prefix)).toBe(true)
    expect(stored!.hash.slice(PASSWORD_HASH.prefix.length)).toMatch(new RegExp(`^[0-9a-f]{${PASSWORD_HASH.keyLength * 2}}$`))
  })
})

describe('e-mail and password through the REST API', () => {
  it('change only through the account page or an admin, and every stored password meets the rules', async () => {
    const payload = await getTestPayload()
    const candidate = await createUser(payload, {
      email: 'rest@example.in',
      password: 'Jhelum#River2026',
      name: 'Rest Candidate',
      role: 'candidate',
    })
    const admin = await createUser(payload, {
      email: 'rest-admin@example.in',
      password: 'Jhelum#River2026',
      name: 'Rest Admin',
      role: 'admin',
    })
    const asCandidate = { overrideAccess: false, user: { ...candidate, collection: 'users' as const } }
    const refusedOn = (path: string, message: string | RegExp) => ({ data: { errors: [{ path, message }] } })
    await expect(
      payload.update({ collection: 'users', id: candidate.id, data: { password: 'Another#Strong2026' }, ...asCandidate }),
    ).rejects.toMatchObject(refusedOn('password', PASSWORD_ON_ACCOUNT_PAGE_MESSAGE))
    await expect(
      payload.update({ collection: 'users', id: candidate.id, data: { email: 'taken-over@example.in' }, ...asCandidate }),
    ).rejects.toMatchObject(refusedOn('email', EMAIL_BY_ADMIN_MESSAGE))
    expect((await payload.update({ collection: 'users', id: candidate.id, data: { name: 'Rest Renamed' }, ...asCandidate })).name).toBe(
      'Rest Renamed',
    )

    const asAdmin = { overrideAccess: false, user: { ...admin, collection: 'users' as const } }
    await expect(
      payload.update({ collection: 'users', id: candidate.id, data: { password: 'password' }, ...asAdmin }),
    ).rejects.toMatchObject(refusedOn('password', 'This password is too common and easy to guess. Choose another.'))
    await payload.update({ collection: 'users', id: candidate.id, data: { password: 'Admin#Reset2026' }, ...asAdmin })
    expect(await signIn(payload, { email: 'rest@example.in', password: 'Admin#Reset2026' }, from('203.0.113.77'))).toEqual({ ok: true })
  })
})

describe('the session check of the exam screen’s autosave (ADR 012)', () => {
  it('accepts exactly the requests Payload’s own check accepts', async () => {
    const payload = await getTestPayload()
    const user = await createUser(payload, {
      email: 'simran@example.in',
      password: 'Satluj#Bank2026',
      name: 'Simran Dhillon',
      role: 'candidate',
    })
    const first = await sessionToken(payload, 'simran@example.in', 'Satluj#Bank2026')
    const withCookie = (token: string, extra: Record<string, string> = {}) => new Headers({ Cookie: `payload-token=${token}`, ...extra })
    const cases: [string, Headers][] = [
      ['the browser’s own request', withCookie(first, { 'Sec-Fetch-Site': 'same-origin' })],
      ['a request from another site', withCookie(first, { Origin: 'https://elsewhere.example' })],
      ['a client that is not a browser', withCookie(first)],
      [
        'a token signed with another secret',
        withCookie(await resign(first, { secret: 'not-the-site-secret-at-all-0123456789' }), { 'Sec-Fetch-Site': 'same-origin' }),
      ],
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
    expect(
      Object.entries(ours)
        .filter(([, accepted]) => accepted)
        .map(([name]) => name),
    ).toEqual(['the browser’s own request'])
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
    const token = await sessionToken(payload, 'kirat@example.in', 'Beas#Bank2026')
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
