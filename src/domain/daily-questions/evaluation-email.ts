import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import type { EmailBrand, EmailContent } from '@/lib/email/message'

export type EvaluatedAnswer = { name: string; title: string; marks: number; outOf: number; questionUrl: string }

/** The message that tells a candidate their Mains answer is back (ADR 048), in the language they answered in. */
export const evaluatedAnswerEmail =
  (answer: EvaluatedAnswer, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = getTranslator(locale, 'dailyQuestions')
    const values = { title: answer.title, marks: answer.marks, outOf: answer.outOf }
    return {
      locale,
      subject: t('email.subject', values),
      greeting: getTranslator(locale, 'auth')('emails.greeting', { name: answer.name }),
      paragraphs: [t('email.body', values), t('email.next')],
      action: { label: t('email.action'), url: `${brand.siteUrl}${answer.questionUrl}` },
      after: [t('email.keepWriting')],
    }
  }
