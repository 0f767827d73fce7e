import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  isResetTokenUsable,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
} from '@/domain/auth/password-reset.server'
import { signIn } from '@/domain/auth/sign-in.server'
import { signUp } from '@/features/auth/sign-up.server'
import { createUser } from '@/seed/factories'

import { linkIn } from '../helpers/mailbox'
import { runAfterTasks } from '../helpers/next-after'
import { jar as cookieJar } from '../helpers/next-headers'
import { getTestPayload, setSupportContacts } from '../helpers/payload'
import { sessionToken } from '../helpers/sessions'

// A real SMTP server on loopback; the app is configured to deliver to it before its config is loaded.
const { mailbox } = await vi.hoisted(async () => {
  const { startMailbox } = await import('../helpers/mailbox')
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.EMAIL_FROM = 'no-reply@pcs.test'
  process.env.SERVER_URL = 'https://pcs.test'
  return { mailbox }
})

vi.mock('next/headers', () => import('../helpers/next-headers'))
vi.mock('next/server', () => import('../helpers/next-after'))

const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })
const RESET_SUBJECT = /^Set a new password for your Punjab PCS Academy account$/
const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!

beforeAll(setSupportContacts)
afterAll(() => mailbox.close())

async function resetLinkFor(email: string): Promise<string> {
  const sentBefore = mailbox.messages.length
  expect(await sendPasswordResetLink(await getTestPayload(), email)).toBe('sent')
  return linkIn(await mailbox.waitFor(email, { subject: RESET_SUBJECT, after: sentBefore }), 'https://pcs.test/forgotten-password?token=')
}

describe('asking for a reset link', () => {
  it('answers an unknown and a known address alike; only the account is e-mailed, a branded message with a text part', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'simran@example.in', password: 'Kartarpur#Corridor1', name: 'Simran Kaur', role: 'candidate' })

    const unknown = await requestPasswordReset(payload, { email: 'nobody@example.in' })
    const known = await requestPasswordReset(payload, { email: ' Simran@Example.in ' })
    expect(known).toEqual({ ok: true, message: RESET_LINK_SENT_MESSAGE })
    expect(unknown).toEqual(known)
    await runAfterTasks()

    const mail = await mailbox.waitFor('simran@example.in', { subject: RESET_SUBJECT })
    expect(mail.from).toBe('"Punjab PCS Academy" <no-reply@pcs.test>')
    expect(mail.text).toMatch(/^Hello Simran Kaur,/)
    expect(mail.text).toContain('works once and for one hour')
    expect(mail.text).toContain('Questions? Write to help@pcs.test.')
    const link = linkIn(mail, 'https://pcs.test/forgotten-password?token=')
    expect(tokenFrom(link)).toMatch(/^[0-9a-f]{40}$/)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).toContain('Punjab PCS Academy')
    expect(mailbox.messages.some((message) => message.to.includes('nobody@example.in'))).toBe(false)
  })

  it('explains a malformed address next to the field and sends nothing', async () => {
    const payload = await getTestPayload()
    expect(await requestPasswordReset(payload, { email: 'simran@' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Enter a valid e-mail address, like name@example.com.' },
    })
  })

  it('e-mails one mailbox at most three links an hour, whoever asks', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'flooded@example.in', password: 'Kartarpur#Corridor1', name: 'Flooded Inbox', role: 'candidate' })
    const outcomes = []
    for (let attempt = 0; attempt < 4; attempt++) outcomes.push(await sendPasswordResetLink(payload, 'flooded@example.in'))
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'throttled'])
  })
})

describe('setting the new password from the link', () => {
  it('works once, signs this browser in, and signs every other device out', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'gurleen@example.in', password: 'Anandpur#Sahib1699', name: 'Gurleen Sidhu', role: 'candidate' })
    const elsewhere = await sessionToken(payload, 'gurleen@example.in', 'Anandpur#Sahib1699')
    const token = tokenFrom(await resetLinkFor('gurleen@example.in'))
    expect(await isResetTokenUsable(payload, token)).toBe(true)

    // The new password follows the sign-up rule.
    expect(await resetPassword(payload, { token, password: 'password1' })).toMatchObject({
      ok: false,
      fieldErrors: { password: 'This password is too common and easy to guess. Choose another.' },
    })
    cookieJar.clear()
    expect(await resetPassword(payload, { token, password: 'Takht#Keshgarh2027' })).toEqual({ ok: true })
    const session = cookieJar.get('payload-token')!
    expect((await payload.auth({ headers: bearer(session) })).user?.email).toBe('gurleen@example.in')
    expect((await payload.auth({ headers: bearer(elsewhere) })).user).toBeNull()
    expect(
      await signIn(payload, { email: 'gurleen@example.in', password: 'Anandpur#Sahib1699' }, { address: '203.0.113.60' }),
    ).toMatchObject({ ok: false })
    expect(await signIn(payload, { email: 'gurleen@example.in', password: 'Takht#Keshgarh2027' }, { address: '203.0.113.60' })).toEqual({
      ok: true,
    })

    // Used once, the link is spent.
    expect(await isResetTokenUsable(payload, token)).toBe(false)
    expect(await resetPassword(payload, { token, password: 'Another#Password2028' })).toEqual({
      ok: false,
      message: RESET_LINK_INVALID_MESSAGE,
    })
  })

  it('expires after one hour, and a newer link replaces an older one', async () => {
    const payload = await getTestPayload()
    const user = await createUser(payload, {
      email: 'arshdeep@example.in',
      password: 'Moga#District2026',
      name: 'Arshdeep Singh',
      role: 'candidate',
    })
    const first = tokenFrom(await resetLinkFor('arshdeep@example.in'))
    const stored = await payload.db.findOne<{ id: number | string; resetPasswordExpiration: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(new Date(stored!.resetPasswordExpiration).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000)
    expect(new Date(stored!.resetPasswordExpiration).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000)

    const second = tokenFrom(await resetLinkFor('arshdeep@example.in'))
    expect(await isResetTokenUsable(payload, first)).toBe(false)
    expect(await resetPassword(payload, { token: first, password: 'Faridkot#Fort2026' })).toEqual({
      ok: false,
      message: RESET_LINK_INVALID_MESSAGE,
    })

    // An hour later the link no longer works.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect(await isResetTokenUsable(payload, second)).toBe(false)
    expect(await resetPassword(payload, { token: second, password: 'Faridkot#Fort2026' })).toEqual({
      ok: false,
      message: RESET_LINK_INVALID_MESSAGE,
    })
    expect(await signIn(payload, { email: 'arshdeep@example.in', password: 'Moga#District2026' }, { address: '203.0.113.60' })).toEqual({
      ok: true,
    })
  })

  it('lets a candidate locked out by failed sign-ins back in', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'locked-reset@example.in', password: 'Ropar#Wetland2026', name: 'Locked Reset', role: 'candidate' })
    for (let attempt = 1; attempt <= 5; attempt++)
      await signIn(payload, { email: 'locked-reset@example.in', password: `wrong-${attempt}` }, { address: '203.0.113.60' })
    expect(
      await signIn(payload, { email: 'locked-reset@example.in', password: 'Ropar#Wetland2026' }, { address: '203.0.113.60' }),
    ).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) })
    const token = tokenFrom(await resetLinkFor('locked-reset@example.in'))
    expect(await resetPassword(payload, { token, password: 'Harike#Wetland2027' })).toEqual({ ok: true })
    expect(
      await signIn(payload, { email: 'locked-reset@example.in', password: 'Harike#Wetland2027' }, { address: '203.0.113.60' }),
    ).toEqual({ ok: true })
  })
})

describe('the sign-up e-mails', () => {
  it('carry the code to a new address, and the welcome once the account exists', async () => {
    const payload = await getTestPayload()
    const input = { name: 'Jasleen Grewal', email: 'jasleen@example.in', mobile: '9814011122', password: 'Patiala#Peg2026', terms: true }
    expect(await signUp(payload, input)).toMatchObject({ ok: true, step: 'code-sent' })
    await runAfterTasks()
    const codeMail = await mailbox.waitFor('jasleen@example.in', { subject: /^\d{6} is your Punjab PCS Academy sign-up code$/ })
    const code = /^(\d{6})/.exec(codeMail.subject)![1]!
    expect(codeMail.text).toMatch(/^Hello Jasleen Grewal,/)
    expect(codeMail.text).toContain(`enter this code on the sign-up page: ${code}`)

    expect(await signUp(payload, { ...input, code })).toEqual({ ok: true, step: 'signed-in' })
    await runAfterTasks()
    const mail = await mailbox.waitFor('jasleen@example.in', { subject: /^Welcome to Punjab PCS Academy$/ })
    expect(mail.text).toMatch(/^Hello Jasleen Grewal,/)
    expect(linkIn(mail, 'https://pcs.test/')).toBe('https://pcs.test/test-series')
  })

  it('tell the owner of an existing account that someone tried, and carry no code', async () => {
    const payload = await getTestPayload()
    await createUser(payload, { email: 'owner@example.in', password: 'Moga#District2026', name: 'Owner Kaur', role: 'candidate' })
    const sentBefore = mailbox.messages.length
    expect(
      await signUp(payload, {
        name: 'Not The Owner',
        email: 'owner@example.in',
        mobile: '9814011123',
        password: 'Patiala#Peg2026',
        terms: true,
      }),
    ).toMatchObject({
      ok: true,
      step: 'code-sent',
    })
    await runAfterTasks()
    const mail = await mailbox.waitFor('owner@example.in', {
      subject: /^Someone tried to create a Punjab PCS Academy account with your address$/,
      after: sentBefore,
    })
    expect(mail.text).toMatch(/^Hello Owner Kaur,/)
    expect(linkIn(mail, 'https://pcs.test/forgotten-password')).toBe('https://pcs.test/forgotten-password')
    expect(linkIn(mail, 'https://pcs.test/sign-in')).toBe('https://pcs.test/sign-in')
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
  })
})
