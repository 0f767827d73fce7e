import 'server-only'

import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import { findAbandonedAttemptIds } from '@/domain/test-engine/attempt-store.server'

import { finaliseAttempt } from './finalise-attempt.server'
import { SUBMIT_GRACE_MS } from './timing'

/**
 * Submits attempts left open past their deadline and the grace period, from their last saved
 * answers: every minute in the running server, and for a candidate whenever their attempts are read
 * (`findOwnAttempts`, `findOwnAttempt`).
 */
export async function submitAbandonedAttempts(payload: Payload, candidateId?: number | string, now = new Date()): Promise<number> {
  const database = databaseOf(payload)
  const ids = await findAbandonedAttemptIds(database, new Date(now.getTime() - SUBMIT_GRACE_MS), candidateId)
  let submitted = 0
  for (const id of ids) {
    const attempt = await payload.findByID({ collection: 'attempts', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!attempt || attempt.status !== 'in-progress') continue
    if (
      await finaliseAttempt(payload, attempt, {
        status: 'auto-submitted',
        now,
        changes: [],
        candidateId: typeof attempt.candidate === 'object' ? attempt.candidate.id : attempt.candidate,
      })
    )
      submitted += 1
  }
  return submitted
}

const SWEEP_INTERVAL_MS = 60_000

/**
 * The minute sweep of abandoned attempts, started once by the server at boot. A plain timer, not a
 * Payload scheduled job: Payload's scheduler writes its bookkeeping outside a transaction, which on
 * SQLite raced the process's queued write transactions (ADR 011; since ADR 057 such writes queue too).
 * Its writes go through `inTransaction` like every other write of the engine.
 */
export function startAbandonedAttemptSweep(payload: Payload): void {
  const sweep = () =>
    submitAbandonedAttempts(payload)
      .then((count) => {
        if (count > 0) payload.logger.info(`[test-engine] Submitted ${count} abandoned attempt(s)`)
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, '[test-engine] The sweep of abandoned attempts failed'))
  setInterval(sweep, SWEEP_INTERVAL_MS).unref()
}
