import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { POST } from '@/app/api/contact/route'
import { issueChallenge } from '@/lib/proof-of-work.server'
import { sendContactMessage } from '@/features/contact/contact.server'
import { createUser } from '@/seed/factories'

import { runAfterTasks } from '../helpers/next-after'
import { getTestPayload } from '../helpers/payload'

// A real SMTP server on loopback; the app is configured to deliver to it before its config is loaded.
const { mailbox } = await vi.hoisted(async () => {
  const { startMailbox } = await import('../helpers/mailbox')
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.EMAIL_FROM = 'no-reply@pcs.test'
  process.env.SERVER_URL = 'https://pcs.test'
  return { mailbox }
})

vi.mock('next/server', () => import('../helpers/next-after'))

const SUPPORT = 'help@pcs.test'
const message = {
  name: 'Jaspreet Kaur',
  email: 'Jaspreet.Kaur@Example.in',
  mobile: '98140 52611',
  subject: 'Weekend batch for Mains',
  message: 'I work in Ludhiana on weekdays.\nIs there a weekend batch for the Mains GS papers starting this winter?',
}

beforeAll(async () => {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: SUPPORT, phone: '+91 98140 52600' }, overrideAccess: true })
})
afterAll(() => mailbox.close())

const storedFrom = async (email: string) =>
  (await (await getTestPayload()).find({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true })).docs

describe('sending a message through the contact form', () => {
  it('explains each bad field next to it and stores and sends nothing', async () => {
    const payload = await getTestPayload()
    const sentBefore = mailbox.messages.length
    const result = await sendContactMessage(payload, { name: ' ', email: 'jaspreet@', mobile: '12345', subject: '', message: 'Call me.' })
    expect(result).toEqual({
      ok: false,
      message: 'Check the highlighted fields.',
      fieldErrors: {
        name: 'Enter your full name.',
        email: 'Enter a valid e-mail address, like name@example.com.',
        mobile: 'Enter a 10-digit Indian mobile number, with or without +91, or leave it empty.',
        subject: 'Enter a subject: a few words on what your message is about.',
        message: 'Write at least 20 characters, so we know how to help.',
      },
    })
    expect(await sendContactMessage(payload, { ...message, email: '', message: 'M'.repeat(5001) })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Enter your e-mail address.', message: 'Keep your message under 5,000 characters.' },
    })
    expect(await sendContactMessage(payload, null)).toMatchObject({ ok: false })
    await runAfterTasks()
    expect(await storedFrom('jaspreet@')).toEqual([])
    expect(mailbox.messages.length).toBe(sentBefore)
  })

  it('stores a valid message for staff with the mobile normalised, and only the fields the form has', async () => {
    const payload = await getTestPayload()
    const result = await sendContactMessage(payload, { ...message, status: 'answered', staffNotes: 'Already handled', id: 999 })
    expect(result).toEqual({ ok: true })
    const [stored, ...others] = await storedFrom('jaspreet.kaur@example.in')
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      name: 'Jaspreet Kaur',
      email: 'jaspreet.kaur@example.in',
      mobile: '+919814052611',
      subject: 'Weekend batch for Mains',
      message: message.message,
      status: 'new',
    })
    expect(stored!.staffNotes ?? null).toBeNull()
    expect(stored!.id).not.toBe(999)

    // Without a mobile number the message is stored just the same.
    expect(await sendContactMessage(payload, { ...message, email: 'no.mobile@example.in', mobile: '' })).toEqual({ ok: true })
    expect((await storedFrom('no.mobile@example.in'))[0]?.mobile ?? null).toBeNull()
    await runAfterTasks()
  })

  it('e-mails staff at the support address (reply-to the visitor) and acknowledges the visitor', async () => {
    const payload = await getTestPayload()
    const sentBefore = mailbox.messages.length
    expect(await sendContactMessage(payload, { ...message, email: 'gurleen.sidhu@example.in', name: 'Gurleen Sidhu' })).toEqual({
      ok: true,
    })
    // Nothing is sent until the response has gone.
    expect(mailbox.messages.length).toBe(sentBefore)
    await runAfterTasks()
    const [stored] = await storedFrom('gurleen.sidhu@example.in')

    const staffMail = await mailbox.waitFor(SUPPORT, { subject: /^Contact form: Weekend batch for Mains$/, after: sentBefore })
    expect(staffMail.from).toBe('"Punjab PCS Academy" <no-reply@pcs.test>')
    expect(staffMail.replyTo).toBe('gurleen.sidhu@example.in')
    expect(staffMail.text).toContain('Name: Gurleen Sidhu')
    expect(staffMail.text).toContain('E-mail: gurleen.sidhu@example.in')
    expect(staffMail.text).toContain('Mobile: +919814052611')
    expect(staffMail.text).toContain('I work in Ludhiana on weekdays.')
    expect(staffMail.text).toContain('Is there a weekend batch for the Mains GS papers starting this winter?')
    expect(staffMail.text).toContain(`https://pcs.test/admin/collections/contact-messages/${stored!.id}`)
    expect(staffMail.html).toContain('Is there a weekend batch for the Mains GS papers starting this winter?')

    const acknowledgement = await mailbox.waitFor('gurleen.sidhu@example.in', {
      subject: /^We have received your message \| Punjab PCS Academy$/,
      after: sentBefore,
    })
    expect(acknowledgement.replyTo).toBe(SUPPORT)
    expect(acknowledgement.text).toMatch(/^Hello Gurleen Sidhu,/)
    expect(acknowledgement.text).toContain('"Weekend batch for Mains" has reached our team, and we reply within one working day')
    expect(acknowledgement.text).toContain('https://pcs.test/faqs')
    // The acknowledgement never repeats the message itself.
    expect(acknowledgement.text).not.toContain('Ludhiana')
    expect(acknowledgement.html).not.toContain('Ludhiana')
  })

  it('answers a visitor of the Punjabi page in Punjabi: field messages and the acknowledgement e-mail', async () => {
    const payload = await getTestPayload()
    expect(await sendContactMessage(payload, { ...message, subject: 'ਹ' }, { locale: 'pa' })).toEqual({
      ok: false,
      message: 'ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨਿਆਂ ਦੀ ਜਾਂਚ ਕਰੋ।',
      fieldErrors: { subject: 'ਵਿਸ਼ੇ ਲਈ ਘੱਟੋ-ਘੱਟ 3 ਅੱਖਰ ਵਰਤੋ।' },
    })
    const sentBefore = mailbox.messages.length
    const punjabi = { ...message, email: 'harleen.gill@example.in', name: 'ਹਰਲੀਨ ਗਿੱਲ', subject: 'ਮੇਨਜ਼ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਾਲਾ ਬੈਚ' }
    expect(await sendContactMessage(payload, punjabi, { locale: 'pa' })).toEqual({ ok: true })
    await runAfterTasks()
    const acknowledgement = await mailbox.waitFor('harleen.gill@example.in', {
      subject: /^ਸਾਨੂੰ ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਮਿਲ ਗਿਆ ਹੈ \| Punjab PCS Academy$/,
      after: sentBefore,
    })
    expect(acknowledgement.text).toMatch(/^ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਹਰਲੀਨ ਗਿੱਲ ਜੀ,/)
    expect(acknowledgement.text).toContain('"ਮੇਨਜ਼ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਾਲਾ ਬੈਚ" ਸਾਡੀ ਟੀਮ ਤੱਕ ਪਹੁੰਚ ਗਿਆ ਹੈ')
    expect(acknowledgement.text).toContain('https://pcs.test/faqs?lang=pa')
    expect(acknowledgement.text).toContain(`ਕੋਈ ਸਵਾਲ? ${SUPPORT} ’ਤੇ ਲਿਖੋ।`)
    expect(acknowledgement.html).toContain('<html lang="pa">')
    // Staff read their notification in English whatever the page's language.
    await mailbox.waitFor(SUPPORT, { subject: /^Contact form: ਮੇਨਜ਼ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਾਲਾ ਬੈਚ$/, after: sentBefore })
  })

  it('escapes what the visitor typed in the HTML e-mail to staff', async () => {
    const payload = await getTestPayload()
    const sentBefore = mailbox.messages.length
    const hostile = {
      ...message,
      email: 'tester@example.in',
      subject: 'Fees <b>query</b>',
      message: '<script>alert("x")</script> What are the fees for the Prelims course?',
    }
    expect(await sendContactMessage(payload, hostile)).toEqual({ ok: true })
    await runAfterTasks()
    const staffMail = await mailbox.waitFor(SUPPORT, { subject: /^Contact form: Fees <b>query<\/b>$/, after: sentBefore })
    expect(staffMail.html).not.toContain('<script>')
    expect(staffMail.html).toContain('&lt;script&gt;')
  })
})

describe('who can see contact messages', () => {
  it('lets staff read and handle them; candidates and visitors can neither read nor create them', async () => {
    const payload = await getTestPayload()
    const candidate = await createUser(payload, {
      email: 'amanpreet@example.in',
      password: 'Secure#Pass2026',
      name: 'Amanpreet Gill',
      role: 'candidate',
    })
    const editor = await createUser(payload, { email: 'desk@example.in', password: 'Secure#Pass2026', name: 'Front Desk', role: 'editor' })
    expect(await sendContactMessage(payload, { ...message, email: 'visible.to.staff@example.in' })).toEqual({ ok: true })
    await runAfterTasks()
    const data = {
      name: 'Sneaky',
      email: 'sneaky@example.in',
      subject: 'Written around the form',
      message: 'This message did not come through the contact form.',
      status: 'new' as const,
    }

    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false, user: candidate })).rejects.toThrow()
    await expect(payload.create({ collection: 'contact-messages', data, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'contact-messages', data, overrideAccess: false, user: candidate })).rejects.toThrow()
    // Staff answer messages; they do not write them either: the contact form is the only way in.
    await expect(payload.create({ collection: 'contact-messages', data, overrideAccess: false, user: editor })).rejects.toThrow()
    expect(await storedFrom('sneaky@example.in')).toEqual([])

    const seen = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'visible.to.staff@example.in' } },
      overrideAccess: false,
      user: editor,
    })
    expect(seen.docs.map((doc) => doc.subject)).toEqual(['Weekend batch for Mains'])
    const handled = await payload.update({
      collection: 'contact-messages',
      id: seen.docs[0]!.id,
      data: { status: 'answered', staffNotes: 'Called back; weekend batch details sent by e-mail.' },
      overrideAccess: false,
      user: editor,
    })
    expect(handled.status).toBe('answered')
    await expect(
      payload.update({
        collection: 'contact-messages',
        id: seen.docs[0]!.id,
        data: { status: 'new' },
        overrideAccess: false,
        user: candidate,
      }),
    ).rejects.toThrow()
  })
})

describe('the contact form’s route', () => {
  const post = (headers: Record<string, string>, body: object) =>
    POST(
      new Request('https://pcs.test/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )

  it('takes a message from the site’s own page with its proof of work, and refuses one from elsewhere or without it, storing nothing', async () => {
    const foreign = await post(
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' },
      { ...message, email: 'cross.site@example.in' },
    )
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ ok: false, message: expect.stringContaining('https://pcs.test') })
    expect(await storedFrom('cross.site@example.in')).toHaveLength(0)

    // From the site's own page, but without the proof of work the page solves (ADR 050): refused too.
    const sameSite = { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://pcs.test' }
    const bare = await post(sameSite, { ...message, email: 'no.proof@example.in' })
    expect(bare.status).toBe(400)
    expect(await storedFrom('no.proof@example.in')).toHaveLength(0)

    const challenge = await issueChallenge()
    const proofOfWork = { challenge, solution: await solveChallenge({ challenge, deriveKey }) }
    const own = await post(sameSite, { ...message, email: 'same.site@example.in', proofOfWork })
    expect(own.status).toBe(200)
    expect(await own.json()).toEqual({ ok: true })
    await runAfterTasks()
    expect(await storedFrom('same.site@example.in')).toHaveLength(1)
  })
})
