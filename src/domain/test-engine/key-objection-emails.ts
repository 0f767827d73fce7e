import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import type { EmailBrand, EmailContent } from '@/lib/email/message'

import type { RulingDecision } from './key-objections'

export type ObjectionReply = {
  name: string
  testTitle: string
  questionNumber: number
  decision: RulingDecision
  /** The key after the decision, when it changed. */
  newKey: string | null
  note: string
  /** The candidate's result page, re-scored once the job has run. */
  resultUrl: string
}

/** The reply to an objection (ADR 046), in the language the candidate objected in. */
export const objectionReplyEmail =
  (reply: ObjectionReply, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = getTranslator(locale, 'result')
    const values = { test: reply.testTitle, number: reply.questionNumber, key: reply.newKey ?? '' }
    const outcome = {
      'change-key': t('objection.email.keyChanged', values),
      'drop-question': t('objection.email.dropped', values),
      reject: t('objection.email.rejected', values),
    }[reply.decision]
    return {
      locale,
      subject: t('objection.email.subject', values),
      // Every message greets alike (the accounts' greeting).
      greeting: getTranslator(locale, 'auth')('emails.greeting', { name: reply.name }),
      paragraphs: [
        outcome,
        t('objection.email.note', { note: reply.note }),
        ...(reply.decision === 'reject' ? [] : [t('objection.email.rescored')]),
      ],
      action: { label: t('objection.email.action'), url: `${brand.siteUrl}${reply.resultUrl}` },
      after: [t('objection.email.thanks')],
    }
  }
