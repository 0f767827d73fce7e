import { getTranslator } from '@/i18n/translator'
import type { EmailBrand, EmailContent } from '@/lib/email/message'
import type { Locale } from '@/i18n/locale'

/**
 * The messages an account receives, in the language of the page the candidate used. Plain words, one
 * link each; see `renderEmail` for the layout.
 */

const words = (locale: Locale) => getTranslator(locale, 'auth')

export const passwordResetEmail =
  (name: string, resetUrl: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = words(locale)
    const site = brand.siteName
    return {
      locale,
      subject: t('emails.reset.subject', { site }),
      greeting: t('emails.greeting', { name }),
      paragraphs: [t('emails.reset.request', { site }), t('emails.reset.once')],
      action: { label: t('emails.reset.action'), url: resetUrl },
      after: [t('emails.reset.notYou')],
    }
  }

export const welcomeEmail =
  (name: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = words(locale)
    const site = brand.siteName
    return {
      locale,
      subject: t('emails.welcome.subject', { site }),
      greeting: t('emails.greeting', { name }),
      paragraphs: [t('emails.welcome.ready', { site }), t('emails.welcome.firstStep')],
      action: { label: t('emails.welcome.action'), url: `${brand.siteUrl}/test-series${locale === 'pa' ? '?lang=pa' : ''}` },
      after: [t('emails.welcome.notYou', { support: brand.supportEmail })],
    }
  }

/** The code that finishes a sign-up; in the subject too, so a phone's notification shows it. */
export const signUpCodeEmail =
  (name: string, code: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = words(locale)
    const site = brand.siteName
    return {
      locale,
      subject: t('emails.code.subject', { code, site }),
      greeting: t('emails.greeting', { name }),
      paragraphs: [t('emails.code.enter', { site, code }), t('emails.code.keepOpen')],
      after: [t('emails.code.notYou')],
    }
  }

/**
 * Sent instead of a code when the address already has an account: the sign-up page says the same
 * thing for every address, and only the mailbox learns that the account exists.
 */
export const signUpExistingAccountEmail =
  (name: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = words(locale)
    const site = brand.siteName
    const lang = locale === 'pa' ? '?lang=pa' : ''
    return {
      locale,
      subject: t('emails.existing.subject', { site }),
      greeting: t('emails.greeting', { name }),
      paragraphs: [
        t('emails.existing.tried', { site }),
        t('emails.existing.ifYou'),
        `${t('emails.existing.forgotten')}\n${brand.siteUrl}/forgotten-password${lang}`,
      ],
      action: { label: t('emails.existing.action'), url: `${brand.siteUrl}/sign-in${lang}` },
      after: [t('emails.existing.notYou')],
    }
  }

/** An admin reset the account's two-step sign-in (ADR 052): the owner hears of it, in case they did not ask. */
export const secondFactorResetEmail =
  (name: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = words(locale)
    const site = brand.siteName
    return {
      locale,
      subject: t('emails.secondFactorReset.subject', { site }),
      greeting: t('emails.greeting', { name }),
      paragraphs: [t('emails.secondFactorReset.done', { site }), t('emails.secondFactorReset.next')],
      action: { label: t('emails.secondFactorReset.action'), url: `${brand.siteUrl}/sign-in${locale === 'pa' ? '?lang=pa' : ''}` },
      after: [t('emails.secondFactorReset.notYou', { support: brand.supportEmail })],
    }
  }
