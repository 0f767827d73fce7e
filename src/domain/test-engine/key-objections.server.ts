import 'server-only'

import type { Payload } from 'payload'

import { isLocale } from '@/i18n/locale'
import { sendSiteEmail } from '@/lib/email/send.server'
import { relationId } from '@/lib/ids'
import { resultHref } from '@/lib/links'
import type { User } from '@/payload-types'

import { objectionReplyEmail } from './key-objection-emails'
import { bilingual } from './paper.server'
import type { RulingDecision } from './key-objections'

/**
 * Tells every objector of a decided question what staff decided and why (ADR 046), in the language
 * they objected in: run by the job queue after the decision is saved. Each objection is stamped once
 * its e-mail is accepted, so a retried job never writes to anyone twice.
 */
export async function notifyObjectors(payload: Payload, reviewId: number | string): Promise<number> {
  const review = await payload.findByID({ collection: 'key-reviews', id: reviewId, depth: 0, overrideAccess: true })
  if (review.status === 'open' || !review.decision) return 0
  const test = await payload.findByID({
    collection: 'tests',
    id: relationId(review.test),
    select: { title: true },
    depth: 0,
    locale: 'all',
    overrideAccess: true,
  })
  const title = bilingual(test.title as unknown as Record<string, string>)
  const { docs } = await payload.find({
    collection: 'key-objections',
    where: { and: [{ review: { equals: reviewId } }, { notifiedAt: { exists: false } }] },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    populate: { users: { name: true, email: true } },
    select: { candidate: true, attempt: true, language: true },
  })
  const questionNumber = Number(/^Question (\d+)/.exec(review.title)?.[1] ?? 0)
  let sent = 0
  for (const objection of docs) {
    const candidate = objection.candidate as Pick<User, 'name' | 'email'> | number
    if (typeof candidate !== 'object' || !candidate.email) continue
    const locale = isLocale(objection.language) ? objection.language : 'en'
    const reply = {
      name: candidate.name,
      testTitle: title[locale],
      questionNumber,
      decision: review.decision as RulingDecision,
      newKey: review.newKey ?? null,
      note: review.note ?? '',
      resultUrl: objection.attempt
        ? `${resultHref(relationId(objection.attempt as number))}${locale === 'pa' ? '&lang=pa' : ''}`
        : '/dashboard',
    }
    await sendSiteEmail(payload, candidate.email, objectionReplyEmail(reply, locale))
    await payload.update({
      collection: 'key-objections',
      id: objection.id,
      data: { notifiedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    sent += 1
  }
  return sent
}
