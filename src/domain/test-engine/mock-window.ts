/**
 * The rules of an All-Punjab mock window (issue 18, item 1; ADR 044): a test run for everyone at one
 * scheduled time, say Sunday 10:00–12:40 IST with late entry until 10:30.
 *
 * - A candidate may start from `startsAt` up to and including `lateEntryUntil`; such an attempt ends at
 *   its full time or at `endsAt`, whichever comes first (staff set `endsAt` late enough for the
 *   compensatory time of candidates with a disability).
 * - Between the late entry and the close nobody starts; after the close anyone may start again, for
 *   practice.
 * - Only first attempts started inside the entry time and finished by the close are ranked. Later and
 *   repeated attempts are placed against that list and never change it, so the list freezes at the close.
 * - The list is published a little after the close, once the last automatic submissions are in.
 *
 * Every function takes the current time as an argument and the rules are pure, so they are tested at
 * their exact edges.
 */
import { isLeaderboardName } from '@/lib/leaderboard-names'

export type MockWindow = { startsAt: Date; lateEntryUntil: Date; endsAt: Date }

/** What a test stores: the three times, each optional until staff fill them in. */
export type StoredWindow = {
  startsAt?: string | Date | null
  lateEntryUntil?: string | Date | null
  endsAt?: string | Date | null
} | null

const asDate = (value: string | Date | null | undefined) => {
  if (value == null || value === '') return null
  const date = new Date(value)
  return Number.isFinite(date.getTime()) ? date : null
}

/** The test's window, or null when it is not run as one (any of the three times missing). */
export function windowOf(stored: StoredWindow | undefined): MockWindow | null {
  const startsAt = asDate(stored?.startsAt)
  const lateEntryUntil = asDate(stored?.lateEntryUntil)
  const endsAt = asDate(stored?.endsAt)
  return startsAt && lateEntryUntil && endsAt ? { startsAt, lateEntryUntil, endsAt } : null
}

/** Why staff's three times do not make a window, or null when they do (or none is set). */
export function windowProblem(stored: StoredWindow | undefined): 'incomplete' | 'late-entry-before-start' | 'end-before-late-entry' | null {
  const times = [stored?.startsAt, stored?.lateEntryUntil, stored?.endsAt].map(asDate)
  if (times.every((time) => time === null)) return null
  const [startsAt, lateEntryUntil, endsAt] = times
  if (!startsAt || !lateEntryUntil || !endsAt) return 'incomplete'
  if (lateEntryUntil < startsAt) return 'late-entry-before-start'
  if (endsAt <= lateEntryUntil) return 'end-before-late-entry'
  return null
}

/**
 * How long after the close the rank list is published: the grace a late submit still has (a minute)
 * and the minute sweep that submits attempts left open, so every window attempt has its score by then.
 */
export const PUBLISH_DELAY_MS = 2 * 60_000

export const ranksPublishedAt = (window: MockWindow) => new Date(window.endsAt.getTime() + PUBLISH_DELAY_MS)

/**
 * - 'upcoming': before the start; nobody may start.
 * - 'entry': from the start to the end of late entry, both included; a start is ranked.
 * - 'writing': after late entry until the close; nobody may start, those inside go on writing.
 * - 'closing': from the close until the list is published.
 * - 'published': the list is out; anyone may start, for practice.
 */
export type WindowPhase = 'upcoming' | 'entry' | 'writing' | 'closing' | 'published'

export function windowPhase(window: MockWindow, now: Date | number): WindowPhase {
  const at = typeof now === 'number' ? now : now.getTime()
  if (at < window.startsAt.getTime()) return 'upcoming'
  if (at <= window.lateEntryUntil.getTime()) return 'entry'
  if (at < window.endsAt.getTime()) return 'writing'
  return at < ranksPublishedAt(window).getTime() ? 'closing' : 'published'
}

/** What a window's live view shows: its phase, how many are writing now and how many have finished. */
export type WindowActivity = { phase: WindowPhase; writing: number; finished: number; publishedAt: string }

/** Whether a new attempt may begin in this phase. */
export const mayStartIn = (phase: WindowPhase) => phase === 'entry' || phase === 'closing' || phase === 'published'

/** An attempt started inside the entry time is the window's own: its deadline stops at the close. */
export const isWindowStart = (window: MockWindow, startedAt: Date | string) => {
  const at = new Date(startedAt).getTime()
  return at >= window.startsAt.getTime() && at <= window.lateEntryUntil.getTime()
}

/** The latest an attempt started at `startedAt` may run to: the close for the window's own, else no limit. */
export const windowDeadlineCap = (window: MockWindow | null, startedAt: Date) =>
  window && isWindowStart(window, startedAt) ? window.endsAt : null

export type WindowAttempt = {
  isFirstAttempt?: boolean | null
  isKeptFromCheck?: boolean | null
  status: string
  startedAt: Date | string
  finishedAt: Date | string | null
}

/** Whether an attempt is on the window's rank list: a first attempt, started in the entry time and finished by the close. */
export function isRankedInWindow(window: MockWindow, attempt: WindowAttempt): boolean {
  if (!attempt.isFirstAttempt || attempt.isKeptFromCheck || attempt.status === 'in-progress' || !attempt.finishedAt) return false
  return isWindowStart(window, attempt.startedAt) && new Date(attempt.finishedAt).getTime() <= window.endsAt.getTime()
}

/**
 * The name a leaderboard shows: the full name, its initials ("Harpreet Kaur Sidhu" → "H. K. S."), or
 * null for a candidate who chose to appear anonymously. Initials unless the candidate chose otherwise.
 */
export function leaderboardNameOf(fullName: string, choice: unknown): string | null {
  const shown = isLeaderboardName(choice) ? choice : 'initials'
  if (shown === 'anonymous') return null
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return null
  if (shown === 'name') return words.join(' ')
  return words.map((word) => `${Array.from(word)[0]!.toLocaleUpperCase('en-IN')}.`).join(' ')
}

export type RankedEntry = { candidateId: string; score: number; timeTaken: number }

/**
 * The rank list: by score, equal scores sharing a rank (1, 2, 2, 4) as everywhere on the site; among
 * equals the quicker paper is listed first (and then the candidate's id, so the order never wobbles),
 * but shares the rank.
 */
export function rankList<Entry extends RankedEntry>(entries: readonly Entry[]): (Entry & { rank: number })[] {
  const sorted = [...entries].sort(
    (a, b) => b.score - a.score || a.timeTaken - b.timeTaken || a.candidateId.localeCompare(b.candidateId, 'en', { numeric: true }),
  )
  let rank = 0
  return sorted.map((entry, index) => {
    if (index === 0 || entry.score !== sorted[index - 1]!.score) rank = index + 1
    return { ...entry, rank }
  })
}

/** How many of the list a leaderboard page shows. */
export const LEADERBOARD_SIZE = 100
