import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locale'
import { withLocale } from '@/i18n/locale'
import type { Test, User } from '@/payload-types'

import { attemptHref } from '@/lib/links'

export type UnfinishedAttempt = { testTitle: string; href: string }

/**
 * The candidate's most recently started test that is still running, for the home page's "Continue
 * your test". Read as the candidate: only their own attempts, only tests they may read.
 */
export async function findUnfinishedAttempt(payload: Payload, user: User, locale: Locale): Promise<UnfinishedAttempt | null> {
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: [{ candidate: { equals: user.id } }, { status: { equals: 'in-progress' } }] },
    sort: '-startedAt',
    limit: 1,
    depth: 1,
    locale,
    select: { test: true },
    populate: { tests: { slug: true, title: true } },
    overrideAccess: false,
    user,
  })
  const test = docs[0]?.test as Pick<Test, 'slug' | 'title'> | number | null | undefined
  if (!docs[0] || !test || typeof test !== 'object' || !test.slug) return null
  return { testTitle: test.title, href: withLocale(attemptHref(test.slug, docs[0].id), locale) }
}
