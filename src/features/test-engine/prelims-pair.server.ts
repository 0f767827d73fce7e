import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locale'
import { withLocale } from '@/i18n/locale'
import { relationId } from '@/lib/ids'
import { resultHref, testHref } from '@/lib/links'
import type { Test, User } from '@/payload-types'

import { csatStanding, mainsEstimate } from '@/domain/test-engine/prelims-pair'

import { findOwnAttempts } from './own-attempts.server'
import type { ResultView } from './result-view'

/**
 * A GS result's Prelims pair (ADR 045): the candidate's paired CSAT paper (their latest finished attempt
 * at it) and the estimate of reaching Mains. Null for any other test, or when the paired paper is not
 * one the candidate may read.
 */
export async function readPrelimsPair(
  payload: Payload,
  user: User,
  test: Pick<Test, 'kind' | 'pairedCsat' | 'previousCutoff' | 'mainsVacancies' | 'previousAppeared'>,
  gsScore: number,
  rank: { rank: number; candidates: number } | null,
  locale: Locale,
  now: Date,
): Promise<ResultView['prelims']> {
  if (test.kind !== 'gs-prelims' || !test.pairedCsat) return null
  const { docs } = await payload.find({
    collection: 'tests',
    where: { id: { equals: relationId(test.pairedCsat) } },
    select: { title: true, slug: true, qualifyingPercent: true },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user,
  })
  const paper = docs[0]
  if (!paper?.slug) return null
  const attempts = await findOwnAttempts(
    payload,
    user,
    { test: paper.id, sort: '-startedAt', select: { score: true, maxScore: true, status: true } },
    now,
  )
  const latest = attempts.find((attempt) => attempt.status !== 'in-progress')
  const maxScore = latest?.maxScore ?? 0
  const csat =
    latest && maxScore > 0 ? csatStanding(latest.score ?? 0, maxScore, paper.qualifyingPercent) : ({ status: 'not-taken' } as const)
  return {
    csat: {
      ...csat,
      title: paper.title,
      href: withLocale(latest ? resultHref(latest.id) : testHref(paper.slug), locale),
    },
    estimate: mainsEstimate({
      gsScore,
      csat,
      previousCutoff: test.previousCutoff ?? null,
      rank,
      vacancies: test.mainsVacancies ?? null,
      appeared: test.previousAppeared ?? null,
    }),
  }
}
