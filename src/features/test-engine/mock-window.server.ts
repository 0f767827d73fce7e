import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import type { Locale } from '@/i18n/locale'
import { type District, isDistrict } from '@/lib/punjab-districts'
import { getPayloadClient } from '@/server/payload.server'
import type { Test, User } from '@/payload-types'

import { countWindowActivity, readWindowEntries } from '@/domain/test-engine/attempt-store.server'
import {
  LEADERBOARD_SIZE,
  leaderboardNameOf,
  type MockWindow,
  rankList,
  ranksPublishedAt,
  windowOf,
  windowPhase,
  type WindowActivity,
  type WindowPhase,
} from '@/domain/test-engine/mock-window'
import { testStatsTag } from '@/domain/test-engine/test-stats'
import { csatStanding } from '@/domain/test-engine/prelims-pair'
import { relationId } from '@/lib/ids'

import { rankOf } from './ranking'
import { maxMarksOf } from './test-pages.server'
import { findOwnAttempts } from './own-attempts.server'
import { findTestForCandidate } from './start-attempt.server'
import { submitAbandonedAttempts } from './sweep.server'

/** One place on a window's rank list, as the leaderboard may show it: never a full name the candidate did not choose to show. */
export type WindowRank = {
  candidateId: string
  rank: number
  /** Initials, the full name or null (anonymous), as the candidate chose. */
  shownName: string | null
  district: District | null
  score: number
  /** Seconds from start to finish. */
  timeTaken: number
}

/**
 * A window's rank list (ADR 044): read once per test and cached like the test's scores, expired when an
 * attempt at it closes or a re-score changes it. Attempts after the window never enter it, so once
 * published it stays as it was, unless staff re-score the test.
 */
export function readWindowRanks(testId: number | string, window: MockWindow, now = new Date()): Promise<WindowRank[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      // The minute sweep has submitted what was left open at the close by the time the list is out; should
      // it have fallen behind (a restart at the wrong minute), the list does not go out without them.
      await submitAbandonedAttempts(payload, undefined, now)
      const rows = await readWindowEntries(databaseOf(payload), testId, window)
      return rankList(
        rows.map((row) => ({
          candidateId: row.candidateId,
          shownName: leaderboardNameOf(row.name, row.leaderboardName),
          district: isDistrict(row.district) && row.district !== 'outside-punjab' ? row.district : null,
          score: row.score,
          timeTaken: Math.max(0, Math.round((Date.parse(row.finishedAt) - Date.parse(row.startedAt)) / 1000)),
        })),
      )
    },
    ['window-ranks', String(testId), window.startsAt.toISOString(), window.lateEntryUntil.toISOString(), window.endsAt.toISOString()],
    { tags: [testStatsTag(testId)], revalidate: 60 },
  )()
}

/** Where a score stands on a window's list, overall and in a district (a score not on the list is placed as if it were). */
export function windowStanding(ranks: readonly WindowRank[], score: number, isOnList: boolean, district: District | null) {
  const scores = ranks.map((entry) => entry.score)
  const field = isOnList ? scores : [...scores, score]
  const inDistrict = district ? ranks.filter((entry) => entry.district === district).map((entry) => entry.score) : null
  const districtField = inDistrict ? (isOnList ? inDistrict : [...inDistrict, score]) : null
  return {
    field,
    rank: rankOf(score, field),
    district: district && districtField ? { district, rank: rankOf(score, districtField), candidates: districtField.length } : null,
  }
}

export type LeaderboardView = {
  slug: string
  title: string
  maxScore: number
  window: { startsAt: string; lateEntryUntil: string; endsAt: string; publishedAt: string }
  phase: WindowPhase
  /** Null until the list is published. */
  ranks: {
    candidates: number
    /**
     * The first 100 places; `isOwn` marks the reader's. `csat` for a GS paper with its CSAT paper (ADR
     * 045): whether the candidate's latest Paper II qualifies, null when they have not taken it.
     */
    top: (Omit<WindowRank, 'candidateId' | 'district'> & { isOwn: boolean; csat?: boolean | null })[]
    /** The list is of a GS paper paired with a CSAT paper: the table shows whether each Paper II qualifies. */
    isPaired: boolean
    /** The reader's own place: ranked, placed by a practice attempt, or null (not taken, or a visitor). */
    own: OwnPlace | null
  } | null
}

export type OwnPlace = {
  isRanked: boolean
  score: number
  rank: number
  /** The reader's row is among the top shown. */
  isInTop: boolean
  district: { district: District; rank: number; candidates: number } | null
}

/** A window's leaderboard: the top 100 once published, and for a signed-in candidate their own place. */
export async function loadLeaderboard(
  payload: Payload,
  user: User | null,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<LeaderboardView | null> {
  const test = await findTestForCandidate(payload, user, slug, locale, {
    slug: true,
    title: true,
    window: true,
    kind: true,
    pairedCsat: true,
    marksPerCorrect: true,
    sections: { questions: true, marksPerCorrect: true },
  })
  const window = test ? windowOf(test.window) : null
  if (!test || !window) return null
  const phase = windowPhase(window, now)
  const view: Omit<LeaderboardView, 'ranks'> = {
    slug,
    title: test.title,
    maxScore: maxMarksOf(test),
    window: {
      startsAt: window.startsAt.toISOString(),
      lateEntryUntil: window.lateEntryUntil.toISOString(),
      endsAt: window.endsAt.toISOString(),
      publishedAt: ranksPublishedAt(window).toISOString(),
    },
    phase,
  }
  if (phase !== 'published') return { ...view, ranks: null }
  const ranks = await readWindowRanks(test.id, window, now)
  const top = ranks.slice(0, LEADERBOARD_SIZE)
  const csat = test.kind === 'gs-prelims' && test.pairedCsat ? await readCsatQualified(relationId(test.pairedCsat)) : null
  return {
    ...view,
    ranks: {
      candidates: ranks.length,
      isPaired: csat !== null,
      top: top.map(({ candidateId, rank, shownName, score, timeTaken }) => ({
        rank,
        shownName,
        score,
        timeTaken,
        isOwn: candidateId === String(user?.id),
        ...(csat ? { csat: csat[candidateId] ?? null } : {}),
      })),
      own: user ? await ownPlace(payload, user, test, ranks, top, now) : null,
    },
  }
}

/** The reader's own place: their ranked attempt, else their latest finished one placed against the list. */
async function ownPlace(
  payload: Payload,
  user: User,
  test: Pick<Test, 'id'>,
  ranks: WindowRank[],
  top: WindowRank[],
  now: Date,
): Promise<OwnPlace | null> {
  const district = isDistrict(user.district) && user.district !== 'outside-punjab' ? user.district : null
  const ranked = ranks.find((entry) => entry.candidateId === String(user.id))
  if (ranked) {
    const standing = windowStanding(ranks, ranked.score, true, district)
    return { isRanked: true, score: ranked.score, rank: ranked.rank, isInTop: top.includes(ranked), district: standing.district }
  }
  // Not on the list: every attempt of theirs is practice; the latest finished one is placed against it.
  const attempts = await findOwnAttempts(payload, user, { test: test.id, sort: '-startedAt', select: { score: true, status: true } }, now)
  const latest = attempts.find((attempt) => attempt.status !== 'in-progress')
  if (!latest) return null
  const score = latest.score ?? 0
  const standing = windowStanding(ranks, score, false, district)
  return { isRanked: false, score, rank: standing.rank, isInTop: false, district: standing.district }
}

/** How often at most the counts are read from the database, whatever the number of viewers and nodes. */
export const ACTIVITY_REFRESH_SECONDS = 5

/**
 * The live view's figures for a published window test, or null when the slug names none. The counts
 * are one statement, kept in the shared data cache (on Redis when the site runs on several nodes, ADR
 * 028) for a few seconds, so thousands of open leaderboards cost the database one count per interval.
 */
export async function readWindowActivity(slug: string, now = new Date()): Promise<WindowActivity | null> {
  const test = await findTestForCandidate(await getPayloadClient(), null, slug, 'en', { window: true })
  const window = test ? windowOf(test.window) : null
  if (!test || !window) return null
  const phase = windowPhase(window, now)
  const counts =
    phase === 'upcoming'
      ? { writing: 0, finished: 0 }
      : await unstable_cache(
          async () => countWindowActivity(databaseOf(await getPayloadClient()), test.id, window, now),
          ['window-activity', String(test.id)],
          { revalidate: ACTIVITY_REFRESH_SECONDS },
        )()
  return { phase, ...counts, publishedAt: ranksPublishedAt(window).toISOString() }
}

/**
 * Whether each candidate's latest finished attempt at a CSAT paper qualifies (at its qualifying
 * percentage, 40 where staff set none), by candidate id; cached like the paper's scores and expired
 * when an attempt at it closes.
 */
function readCsatQualified(csatTestId: string): Promise<Record<string, boolean>> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const paper = await payload.findByID({
        collection: 'tests',
        id: csatTestId,
        depth: 0,
        overrideAccess: true,
        select: { qualifyingPercent: true },
      })
      const { docs } = await payload.find({
        collection: 'attempts',
        where: { and: [{ test: { equals: csatTestId } }, { status: { not_equals: 'in-progress' } }] },
        select: { candidate: true, score: true, maxScore: true },
        sort: '-startedAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const qualified: Record<string, boolean> = {}
      for (const attempt of docs) {
        const candidateId = relationId(attempt.candidate)
        if (candidateId in qualified || !attempt.maxScore) continue
        qualified[candidateId] = csatStanding(attempt.score ?? 0, attempt.maxScore, paper.qualifyingPercent).status === 'qualified'
      }
      return qualified
    },
    ['csat-qualified', csatTestId],
    { tags: [testStatsTag(csatTestId)], revalidate: 60 },
  )()
}
