import 'server-only'

import { after, type NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/server/payload.server'
import { rateLimitRules } from '@/lib/rate-limit.server'
import { type FormRequest, handleSiteFormPost } from '@/lib/site-form.server'
import type { ContactMessage } from '@/payload-types'
import { getTranslator } from '@/i18n/translator'
import { emailBrand, sendSiteEmail } from '@/lib/email/send.server'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { Locale } from '@/i18n/locale'

import { contactAcknowledgementEmail, staffContactEmail } from './emails'
import { contactMessageSchema, type ContactMessageInput } from './schema'

export type ContactResult = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors<ContactMessageInput> }

/** POST /api/contact: the site's form transport (same site only, five messages per client address an hour), then the message. */
export async function postContactMessage(request: Request): Promise<NextResponse> {
  const payload = await getPayloadClient()
  return handleSiteFormPost(request, rateLimitRules.contact, (input, context) => sendContactMessage(payload, input, context), {
    proofOfWork: true,
  })
}

/**
 * The contact form. Nobody may create contact messages through the API, so this use-case is the gate:
 * it validates with the form's own schema and stores only the form's fields. Staff (at the support
 * address from the site settings) and the visitor are e-mailed after the response, so a slow or
 * failing mail server never fails the form; the message is safe in the collection either way.
 */
export async function sendContactMessage(
  payload: Payload,
  input: unknown,
  { locale = 'en' }: Partial<FormRequest> = {},
): Promise<ContactResult> {
  const parsed = contactMessageSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const { name, email, mobile, subject, message } = parsed.data
  const stored = await payload.create({
    collection: 'contact-messages',
    data: { name, email, mobile, subject, message, status: 'new' },
    overrideAccess: true,
  })
  after(() =>
    emailAboutContactMessage(payload, stored.id, parsed.data, locale).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Could not e-mail about contact message ${stored.id}` }),
    ),
  )
  return { ok: true }
}

/** The staff notification (reply-to the visitor) and the visitor's acknowledgement in the page's language; failures are logged. */
async function emailAboutContactMessage(
  payload: Payload,
  id: ContactMessage['id'],
  message: ContactMessageInput,
  locale: Locale,
): Promise<void> {
  const { supportEmail, siteUrl } = await emailBrand(payload)
  const { contact } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const adminUrl = `${siteUrl}/admin/collections/contact-messages/${id}`
  const outcomes = await Promise.allSettled([
    sendSiteEmail(payload, supportEmail, staffContactEmail(message, adminUrl), { replyTo: message.email }),
    sendSiteEmail(payload, message.email, contactAcknowledgementEmail(message, contact.officeHours, locale), { replyTo: supportEmail }),
  ])
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') {
      payload.logger.error({
        err: outcome.reason,
        msg: `Could not send the contact ${index === 0 ? 'notification to staff' : 'acknowledgement'} (message ${id})`,
      })
    }
  }
}
