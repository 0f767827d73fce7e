import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '@/access'

import { EVALUATION_QUEUE_PATH } from './evaluation-queue-view.server'

/** Above the list of written answers: the way to the evaluation queue, for staff. */
export function EvaluationQueueLink({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  return (
    <p style={{ margin: '0 0 var(--base)' }} data-testid="evaluation-queue-link">
      <a href={`${payload.config.routes.admin}${EVALUATION_QUEUE_PATH}`}>Open the evaluation queue</a> — answers unassigned, assigned to
      you, and overdue against the 72-hour turnaround, oldest first.
    </p>
  )
}
