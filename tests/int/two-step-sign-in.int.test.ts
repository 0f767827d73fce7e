import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { Users } from '@/collections/users'
import { RESET_ONLY_MESSAGE } from '@/collections/users/second-factor-fields'
import { findStoredAccount } from '@/domain/auth/password-login.server'
import { resetPassword } from '@/domain/auth/password-reset.server'
import { finishSecondStep, readSecondStepPage, SECOND_STEP_COOKIE } from '@/domain/auth/second-factor/second-factor.server'
import { totpCode } from '@/domain/auth/second-factor/totp'
import { signIn, signInWithPassword } from '@/domain/auth/sign-in.server'
import { changeTwoStep, setUpTwoStep, textFirstCode } from '@/features/auth/two-step-account.server'
import { getTranslator } from '@/i18n/translator'
import { getEnv } from '@/lib/env'
import type { User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { jar } from '../helpers/next-headers'
import { getTestPayload, setSupportContacts } from '../helpers/payload'

/**
 * Two-step sign-in (issue 19, part 2; ADR 052) through the site's own use-cases on a throwaway
 * database: staff set up an authenticator app before their first session, every staff sign-in asks for
 * the code, candidates opt in (app or text message), codes are used once and tried five times,
 * recovery codes work once, an admin's reset is kept and told, and Payload's REST login needs the code.
 */

// A real SMTP server on loopback for the e-mail an account gets when its second factor is reset.
const { mailbox } = await vi.hoisted(async () => {
  const { startMailbox } = await import('../helpers/mailbox')
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.EMAIL_FROM = 'no-reply@pcs.test'
  return { mailbox }
})
afterAll(() => mailbox.close())
beforeAll(setSupportContacts)

// One browser's cookie jar, through Next's cookie store.
vi.mock('next/headers', () => import('../helpers/next-headers'))
vi.mock('next/server', () => import('../helpers/next-after'))

const t = getTranslator('en', 'auth')
const PASSWORD = 'Ravi#Beas2026'
const from = { address: '203.0.113.52', locale: 'en' as const }
const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })
let counter = 0
const STEP_MS = 30_000

async function person(role: User['role'], extra: Partial<{ mobile: string }> = {}) {
  const payload = await getTestPayload()
  counter += 1
  return createUser(payload, {
    email: `two-step-${role}-${counter}-${Date.now()}@example.in`,
    password: PASSWORD,
    name: `Two Step ${counter}`,
    role,
    ...extra,
  })
}

const signedInEmail = async () => {
  const token = jar.get('payload-token')
  if (!token) return null
  return (await (await getTestPayload()).auth({ headers: bearer(token) })).user?.email ?? null
}

/** The key the setup page shows, read from the page as a person would, without its spaces. */
async function setUpAtSignIn(email: string) {
  const payload = await getTestPayload()
  expect(await signIn(payload, { email, password: PASSWORD }, from)).toEqual({ ok: true, secondStep: 'enrol' })
  const page = await readSecondStepPage(payload)
  if (page?.kind !== 'enrol') throw new Error('No setup waiting')
  const secret = page.setup.spelled.replace(/\s/g, '')
  const done = await finishSecondStep(payload, { code: totpCode(secret), setupToken: page.setup.setupToken }, from)
  if (!done.ok || !('recoveryCodes' in done) || !done.recoveryCodes) throw new Error(`Setup refused: ${JSON.stringify(done)}`)
  return { secret, recoveryCodes: done.recoveryCodes }
}

async function lastText(mobile: string): Promise<string> {
  const outbox = path.join(getEnv().dataDir, 'outbox')
  const files = (await readdir(outbox)).filter((file) => file.endsWith(`-sms-${mobile.replace(/\D/g, '')}.txt`)).sort()
  const text = await readFile(path.join(outbox, files.at(-1)!), 'utf8')
  return /(\d{6}) is your/.exec(text)![1]!
}

beforeEach(() => jar.clear())

describe('staff set up an authenticator app before their first session', () => {
  it('asks a new editor to set up the app after the right password, with no session until its first code', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    expect(await signIn(payload, { email: editor.email, password: PASSWORD, returnTo: '/admin' }, from)).toEqual({
      ok: true,
      secondStep: 'enrol',
    })
    expect(await signedInEmail()).toBeNull()
    // The waiting sign-in is sealed: the browser cannot read which account or change the step.
    expect(jar.get(SECOND_STEP_COOKIE)).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/)

    const page = await readSecondStepPage(payload)
    expect(page).toMatchObject({ kind: 'enrol', email: editor.email, returnTo: '/admin' })
    if (page?.kind !== 'enrol') return
    expect(page.setup.qrSvg).toContain('<svg')
    const secret = page.setup.spelled.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    expect(await finishSecondStep(payload, { code: '000000', setupToken: page.setup.setupToken }, from)).toMatchObject({
      ok: false,
      fieldErrors: { code: t('twoStep.wrongCode') },
    })
    // A setup token made for someone else's sign-in does not set this one up.
    expect(await finishSecondStep(payload, { code: totpCode(secret), setupToken: 'forged' }, from)).toMatchObject({ ok: false })
    expect(await signedInEmail()).toBeNull()

    const done = await finishSecondStep(payload, { code: totpCode(secret), setupToken: page.setup.setupToken }, from)
    expect(done).toMatchObject({ ok: true, returnTo: '/admin' })
    const codes = (done as { recoveryCodes: string[] }).recoveryCodes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    codes.forEach((code) => expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/))
    expect(await signedInEmail()).toBe(editor.email)
    expect(jar.has(SECOND_STEP_COOKIE)).toBe(false)

    // Stored: the method; the secret only encrypted, the recovery codes only hashed.
    const stored = await findStoredAccount(payload, { id: editor.id })
    expect(stored?.secondFactor).toBe('totp')
    expect(stored?.totpSecret).not.toContain(secret)
    expect(JSON.stringify(stored?.recoveryCodes)).not.toContain(codes[0]!.replace('-', ''))
    // Nobody reads the secrets back, not even the account itself or an admin.
    const admin = await person('admin')
    for (const reader of [editor, admin]) {
      const read = await payload.findByID({
        collection: 'users',
        id: editor.id,
        overrideAccess: false,
        user: { ...reader, collection: 'users' },
      })
      expect(read).not.toHaveProperty('totpSecret')
      expect(read).not.toHaveProperty('recoveryCodes')
      expect(read).not.toHaveProperty('totpLastStep')
      expect(read.secondFactor).toBe('totp')
    }
  })

  it('keeps the admin closed to staff whose app is not set up, and open once it is', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const mayOpenAdmin = async (user: User) =>
      Users.access!.admin!({
        req: {
          user: { ...(await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })), collection: 'users' },
          payload,
        },
      } as never)
    expect(await mayOpenAdmin(editor)).toBe(false)
    await setUpAtSignIn(editor.email)
    expect(await mayOpenAdmin(editor)).toBe(true)
    expect(await mayOpenAdmin(await person('candidate'))).toBe(false)
  })
})

describe('every sign-in of an account with two-step sign-in asks for the code', () => {
  it('signs in with the app’s code, and never accepts the same code twice', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const { secret } = await setUpAtSignIn(editor.email)
    jar.clear()
    // The code the setup used is spent: a sign-in in the same 30 seconds needs the next one.
    expect(await signIn(payload, { email: editor.email, password: PASSWORD }, from)).toEqual({ ok: true, secondStep: 'code' })
    expect(await finishSecondStep(payload, { code: totpCode(secret) }, from)).toMatchObject({
      ok: false,
      fieldErrors: { code: t('twoStep.wrongCode') },
    })
    const next = totpCode(secret, Date.now() + STEP_MS)
    expect(await finishSecondStep(payload, { code: next }, from)).toMatchObject({ ok: true, returnTo: '/' })
    expect(await signedInEmail()).toBe(editor.email)

    // A code read over a shoulder is no use afterwards.
    jar.clear()
    await signIn(payload, { email: editor.email, password: PASSWORD }, from)
    expect(await finishSecondStep(payload, { code: next }, from)).toMatchObject({ ok: false })
    expect(await signedInEmail()).toBeNull()
  })

  it('refuses a wrong password before any code, and a waiting sign-in that has expired or never began', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    await setUpAtSignIn(editor.email)
    jar.clear()
    expect(await signIn(payload, { email: editor.email, password: 'wrong password' }, from)).toMatchObject({ ok: false })
    expect(jar.has(SECOND_STEP_COOKIE)).toBe(false)
    expect(await finishSecondStep(payload, { code: '123456' }, from)).toEqual({ ok: false, message: t('twoStep.expired'), status: 401 })
    jar.set(SECOND_STEP_COOKIE, 'not-a-sealed-value')
    expect(await finishSecondStep(payload, { code: '123456' }, from)).toEqual({ ok: false, message: t('twoStep.expired'), status: 401 })
  })

  it('gives a waiting sign-in five tries, then asks to sign in again', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const { secret } = await setUpAtSignIn(editor.email)
    jar.clear()
    await signIn(payload, { email: editor.email, password: PASSWORD }, from)
    for (let i = 0; i < 5; i += 1)
      expect(await finishSecondStep(payload, { code: '000000' }, from)).toMatchObject({
        ok: false,
        fieldErrors: { code: expect.any(String) },
      })
    expect(await finishSecondStep(payload, { code: totpCode(secret, Date.now() + STEP_MS) }, from)).toEqual({
      ok: false,
      message: t('twoStep.tooManyTries'),
      status: 401,
    })
    expect(jar.has(SECOND_STEP_COOKIE)).toBe(false)
  })

  it('limits wrong codes per account across sign-ins, so new sign-ins do not bring new guesses', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const { secret } = await setUpAtSignIn(editor.email)
    let refusal: unknown
    for (let signInCount = 0; signInCount < 4 && !refusal; signInCount += 1) {
      jar.clear()
      await signIn(payload, { email: editor.email, password: PASSWORD }, from)
      for (let i = 0; i < 5; i += 1) {
        const answer = await finishSecondStep(payload, { code: '000000' }, from)
        if (!answer.ok && answer.retryAfterSeconds) {
          refusal = answer
          break
        }
      }
    }
    expect(refusal).toMatchObject({
      ok: false,
      message: expect.stringContaining(t('twoStep.accountWait')),
      retryAfterSeconds: expect.any(Number),
    })
    // Even the right code waits.
    jar.clear()
    await signIn(payload, { email: editor.email, password: PASSWORD }, from)
    expect(await finishSecondStep(payload, { code: totpCode(secret, Date.now() + STEP_MS) }, from)).toMatchObject({
      ok: false,
      retryAfterSeconds: expect.any(Number),
    })
  })

  it('signs in with a recovery code once, typed in any case and without its hyphen', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const { recoveryCodes } = await setUpAtSignIn(editor.email)
    jar.clear()
    await signIn(payload, { email: editor.email, password: PASSWORD }, from)
    expect(await finishSecondStep(payload, { code: recoveryCodes[3]!.replace('-', '').toUpperCase() }, from)).toMatchObject({ ok: true })
    expect(await signedInEmail()).toBe(editor.email)
    jar.clear()
    await signIn(payload, { email: editor.email, password: PASSWORD }, from)
    expect(await finishSecondStep(payload, { code: recoveryCodes[3]! }, from)).toMatchObject({
      ok: false,
      fieldErrors: { code: t('twoStep.wrongCode') },
    })
    expect(await finishSecondStep(payload, { code: recoveryCodes[4]! }, from)).toMatchObject({ ok: true })
    expect((await findStoredAccount(payload, { id: editor.id }))?.recoveryCodes).toHaveLength(8)
  })

  it('sends an account with two-step sign-in to its second step after a password reset, not into a session', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    await setUpAtSignIn(editor.email)
    jar.clear()
    const token = await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, disableEmail: true })
    expect(await resetPassword(payload, { token, password: 'Chenab#River2027' }, from)).toEqual({ ok: true, secondStep: 'code' })
    expect(await signedInEmail()).toBeNull()
    expect(jar.has(SECOND_STEP_COOKIE)).toBe(true)
  })
})

describe('Payload’s REST login (`POST /api/users/login`)', () => {
  it('needs the app’s code with the password, and answers the account without its secrets', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor')
    const api = { ...from, door: 'api' as const }
    expect(await signInWithPassword(payload, { email: editor.email, password: PASSWORD }, api)).toEqual({
      ok: false,
      message: t('twoStep.api.enrolFirst'),
      status: 403,
    })
    const { secret } = await setUpAtSignIn(editor.email)
    jar.clear()
    expect(await signInWithPassword(payload, { email: editor.email, password: PASSWORD }, api)).toEqual({
      ok: false,
      message: t('twoStep.api.codeNeeded'),
      status: 401,
    })
    expect(await signedInEmail()).toBeNull()
    const signedIn = await signInWithPassword(
      payload,
      { email: editor.email, password: PASSWORD, code: totpCode(secret, Date.now() + STEP_MS) },
      api,
    )
    expect(signedIn).toMatchObject({ ok: true, user: { email: editor.email, secondFactor: 'totp' } })
    expect((signedIn as { user: object }).user).not.toHaveProperty('totpSecret')
    expect((signedIn as { user: object }).user).not.toHaveProperty('hash')
    expect(await signedInEmail()).toBe(editor.email)
  })

  it('leaves a candidate without two-step sign-in as before', async () => {
    const payload = await getTestPayload()
    const candidate = await person('candidate')
    expect(await signInWithPassword(payload, { email: candidate.email, password: PASSWORD }, { ...from, door: 'api' })).toMatchObject({
      ok: true,
    })
    jar.clear()
    expect(await signIn(payload, { email: candidate.email, password: PASSWORD }, from)).toEqual({ ok: true })
    expect(await signedInEmail()).toBe(candidate.email)
  })
})

describe('candidates opt in from their account page', () => {
  it('turns on text messages with the texted code and the current password, then every sign-in texts a code', async () => {
    const payload = await getTestPayload()
    const candidate = await person('candidate', { mobile: '+919812300001' })
    const texted = await textFirstCode(payload, candidate, {}, from)
    expect(texted).toMatchObject({ ok: true, setupToken: expect.any(String) })
    const setupToken = (texted as { setupToken: string }).setupToken
    const code = await lastText('+919812300001')

    expect(await setUpTwoStep(payload, candidate, { method: 'sms', setupToken, code, currentPassword: 'wrong' }, from)).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: expect.any(String) },
    })
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      await setUpTwoStep(payload, candidate, { method: 'sms', setupToken, code: wrong, currentPassword: PASSWORD }, from),
    ).toMatchObject({
      ok: false,
      fieldErrors: { code: t('twoStep.wrongFirstCode') },
    })
    const on = await setUpTwoStep(payload, candidate, { method: 'sms', setupToken, code, currentPassword: PASSWORD }, from)
    expect(on).toMatchObject({ ok: true, recoveryCodes: expect.arrayContaining([expect.any(String)]) })

    jar.clear()
    expect(await signIn(payload, { email: candidate.email, password: PASSWORD }, from)).toEqual({ ok: true, secondStep: 'code' })
    expect(await readSecondStepPage(payload)).toMatchObject({ kind: 'code', method: 'sms', mobile: '••••••0001', textSent: true })
    const signInCode = await lastText('+919812300001')
    expect(await finishSecondStep(payload, { code: signInCode }, from)).toMatchObject({ ok: true })
    expect(await signedInEmail()).toBe(candidate.email)
  })

  it('turns on an authenticator app, and off again with the current password', async () => {
    const payload = await getTestPayload()
    const candidate = await person('candidate')
    const { newTotpSetup } = await import('@/domain/auth/second-factor/second-factor.server')
    const setup = await newTotpSetup(payload, candidate)
    const on = await setUpTwoStep(
      payload,
      candidate,
      { method: 'totp', setupToken: setup.setupToken, code: totpCode(setup.secret), currentPassword: PASSWORD },
      from,
    )
    expect(on).toMatchObject({ ok: true })
    // Someone else's setup token does not fit this account.
    const other = await person('candidate')
    expect(
      await setUpTwoStep(
        payload,
        other,
        { method: 'totp', setupToken: setup.setupToken, code: totpCode(setup.secret), currentPassword: PASSWORD },
        from,
      ),
    ).toMatchObject({ ok: false })

    expect(await changeTwoStep(payload, candidate, { action: 'new-recovery-codes', currentPassword: PASSWORD }, from)).toMatchObject({
      ok: true,
      recoveryCodes: expect.any(Array),
    })
    expect(await changeTwoStep(payload, candidate, { action: 'turn-off', currentPassword: PASSWORD }, from)).toEqual({ ok: true })
    const stored = await findStoredAccount(payload, { id: candidate.id })
    expect(stored).toMatchObject({ secondFactor: null, totpSecret: null, recoveryCodes: null })
    jar.clear()
    expect(await signIn(payload, { email: candidate.email, password: PASSWORD }, from)).toEqual({ ok: true })
  })

  it('refuses staff a text message and turning it off', async () => {
    const payload = await getTestPayload()
    const editor = await person('editor', { mobile: '+919812300002' })
    expect(await textFirstCode(payload, editor, {}, from)).toMatchObject({ ok: false, message: t('twoStep.staffAppOnly') })
    await setUpAtSignIn(editor.email)
    expect(await changeTwoStep(payload, editor, { action: 'turn-off', currentPassword: PASSWORD }, from)).toMatchObject({
      ok: false,
      message: t('twoStep.staffKeepIt'),
    })
  })
})

describe('an admin resets a lost second factor', () => {
  it('empties it, ends the account’s sessions, keeps who did it and when, and e-mails the account', async () => {
    const payload = await getTestPayload()
    const admin = await person('admin')
    const editor = await person('editor')
    await setUpAtSignIn(editor.email)
    const session = jar.get('payload-token')!
    expect(await signedInEmail()).toBe(editor.email)

    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { secondFactor: null },
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(updated.secondFactor).toBeNull()
    expect(updated.secondFactorResetBy).toBe(admin.email)
    expect(Date.now() - new Date(updated.secondFactorResetAt!).getTime()).toBeLessThan(60_000)
    const stored = await findStoredAccount(payload, { id: editor.id })
    expect(stored).toMatchObject({ totpSecret: null, recoveryCodes: null })
    expect((await payload.auth({ headers: bearer(session) })).user).toBeNull()
    const mail = await mailbox.waitFor(editor.email, { subject: /Two-step sign-in was reset/ })
    expect(mail.text).toContain('reset two-step sign-in on your account')
    expect(mail.text).toContain('help@pcs.test')
    // Their next sign-in sets the app up again.
    jar.clear()
    expect(await signIn(payload, { email: editor.email, password: PASSWORD }, from)).toEqual({ ok: true, secondStep: 'enrol' })
  })

  it('lets nobody choose a method for someone, and no candidate or editor reset it', async () => {
    const payload = await getTestPayload()
    const admin = await person('admin')
    const candidate = await person('candidate')
    await expect(
      payload.update({
        collection: 'users',
        id: candidate.id,
        data: { secondFactor: 'totp' },
        overrideAccess: false,
        user: { ...admin, collection: 'users' },
      }),
    ).rejects.toThrow(RESET_ONLY_MESSAGE)

    const editor = await person('editor')
    await setUpAtSignIn(editor.email)
    // The field is the admin's to write: an editor's own change of it is dropped.
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { secondFactor: null },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
    })
    expect(self.secondFactor).toBe('totp')
  })
})
