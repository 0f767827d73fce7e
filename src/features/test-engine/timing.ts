import { formatIndianDateTime } from '@/i18n/format'

/**
 * The server's clock rules for an attempt. Every function takes the current time as an argument, so the
 * rules are tested at exact boundaries and the server decides with one reading of the clock per request.
 */
export type Instant = Date | number

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

const MINUTE_MS = 60_000

/** A submit arriving this long after the deadline (a slow network, a laptop waking up) is still accepted. */
export const SUBMIT_GRACE_MS = 60_000

/**
 * Extra minutes for a candidate given `minutesPerHour` of compensatory time, rounded up to whole minutes.
 * PPSC allows 20 minutes per hour to candidates with benchmark disabilities: 40 minutes on a 2-hour paper.
 */
export function compensatoryMinutes(durationMinutes: number, minutesPerHour: number): number {
  if (durationMinutes <= 0 || minutesPerHour <= 0) return 0
  return Math.ceil(Number(((durationMinutes * minutesPerHour) / 60).toPrecision(12)))
}

/**
 * How long an untimed attempt (a daily quiz staff left without a timer) stays open after its start:
 * a day, so the candidate can come back to it, and the sweep still closes what is left behind.
 */
export const UNTIMED_ATTEMPT_MS = 24 * 60 * MINUTE_MS

/**
 * When an attempt's time runs out: its duration plus any extra time (or, untimed, a day after the
 * start), but never after the test closes.
 */
export function deadlineFor({
  startedAt,
  durationMinutes,
  extraMinutes = 0,
  closesAt,
  isTimed = true,
}: {
  startedAt: Instant
  durationMinutes: number
  extraMinutes?: number
  closesAt?: Instant | null
  isTimed?: boolean
}): Date {
  const fullTime = toMs(startedAt) + (isTimed ? (durationMinutes + extraMinutes) * MINUTE_MS : UNTIMED_ATTEMPT_MS)
  return new Date(closesAt == null ? fullTime : Math.min(fullTime, toMs(closesAt)))
}

export type StartCheck = { ok: true } | { ok: false; reason: 'not-open' | 'closed' | 'entry-closed'; message: string }

/** Whether a new attempt may begin now. The test is open from `opensAt` up to, not including, `closesAt`. */
export function canStart({ now, opensAt, closesAt }: { now: Instant; opensAt?: Instant | null; closesAt?: Instant | null }): StartCheck {
  if (opensAt != null && toMs(now) < toMs(opensAt)) {
    return { ok: false, reason: 'not-open', message: `This test opens on ${formatIndianDateTime(opensAt)}. Come back then to start it.` }
  }
  if (closesAt != null && toMs(now) >= toMs(closesAt)) {
    return {
      ok: false,
      reason: 'closed',
      message: `This test closed on ${formatIndianDateTime(closesAt)} and no longer takes new attempts.`,
    }
  }
  return { ok: true }
}

/** Answers are saved up to and including the deadline itself. */
export const canSave = (now: Instant, deadline: Instant) => toMs(now) <= toMs(deadline)

/**
 * How a submit is taken:
 * - 'on-time': by the deadline; the answers the submit carries count.
 * - 'late-accepted': within the grace after it; the attempt is submitted, but only with what was saved
 *   by the deadline, so the grace gives no extra answering time.
 * - 'expired': after the grace; the attempt is auto-submitted from its last saved state.
 */
export type SubmissionOutcome = 'on-time' | 'late-accepted' | 'expired'

export function submissionOutcome({ now, deadline }: { now: Instant; deadline: Instant }): SubmissionOutcome {
  if (toMs(now) <= toMs(deadline)) return 'on-time'
  return toMs(now) <= toMs(deadline) + SUBMIT_GRACE_MS ? 'late-accepted' : 'expired'
}

/** The finish time recorded on an attempt: a late or automatic submit finished at the deadline. */
export const finishedAtFor = (now: Instant, deadline: Instant) => new Date(Math.min(toMs(now), toMs(deadline)))

/** An attempt still in progress after the deadline and its grace has been left; a sweep auto-submits it. */
export const isAbandoned = (now: Instant, deadline: Instant) => toMs(now) > toMs(deadline) + SUBMIT_GRACE_MS

/** Time left on the screen's clock, never below zero. */
export const remainingMs = (serverNow: Instant, deadline: Instant) => Math.max(0, toMs(deadline) - toMs(serverNow))

export type TimeWarning = { id: 'ten-minutes' | 'one-minute'; thresholdMs: number; message: string }

/** "Less than": a candidate resuming with 4 minutes left still gets the first warning, and it stays true. */
export const timeWarnings: readonly TimeWarning[] = [
  { id: 'ten-minutes', thresholdMs: 10 * MINUTE_MS, message: 'Less than 10 minutes left. Check your questions marked for review.' },
  { id: 'one-minute', thresholdMs: MINUTE_MS, message: 'Less than 1 minute left. Your test is submitted automatically when time is up.' },
]

/** The warnings whose threshold the clock has reached; the screen raises each id once per attempt. */
export const warningsDue = (remaining: number): TimeWarning[] => timeWarnings.filter((warning) => remaining <= warning.thresholdMs)
