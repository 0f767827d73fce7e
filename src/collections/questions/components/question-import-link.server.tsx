import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '@/access'

import { QUESTION_IMPORT_PATH } from './question-import-view.server'

/** Above the questions list: the way to the bulk import, for staff. */
export function QuestionImportLink({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  return (
    <p style={{ margin: '0 0 var(--base)' }} data-testid="question-import-link">
      <a href={`${payload.config.routes.admin}${QUESTION_IMPORT_PATH}`}>Import questions from a sheet (CSV or Excel)</a> — many at a time,
      in English and Punjabi, with figures from a ZIP; every row is checked before anything is written.
    </p>
  )
}
