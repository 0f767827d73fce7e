import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '../env'

import { type EmailBrand, type EmailContent, renderEmail } from './message'

/** The site's name and support address from the site settings, and its public address. */
export async function emailBrand(payload: Payload): Promise<EmailBrand> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { siteName: settings.siteName, supportEmail: settings.supportEmail, siteUrl: getEnv().serverUrl }
}

/**
 * Sends one of the site's messages from "{site name} <EMAIL_FROM>" through Payload's e-mail adapter
 * (SMTP, or the outbox folder in development). Resolves once the SMTP server has accepted it.
 * `replyTo` lets staff answer a visitor's message straight from their mail program.
 */
export async function sendSiteEmail(
  payload: Payload,
  to: string,
  build: (brand: EmailBrand) => EmailContent,
  { replyTo }: { replyTo?: string } = {},
): Promise<void> {
  const brand = await emailBrand(payload)
  const { subject, text, html } = renderEmail(brand, build(brand))
  await payload.sendEmail({ from: { name: brand.siteName, address: getEnv().emailFrom }, to, replyTo, subject, text, html })
}
