import 'server-only'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_TEMPLATE } from '@/domain/question-import/rows'

import { QuestionImportForm } from './question-import.client'

export const QUESTION_IMPORT_PATH = '/question-import'

/**
 * The admin's page for importing questions from a sheet (issue 18, item 5; ADR 047), at
 * /admin/question-import and linked from the questions list. Payload's own root views check the
 * session; a custom one must: a visitor is sent to sign in, and a candidate to the admin's
 * "unauthorized" page, as Payload's views send them. The route behind the form checks again.
 */
export function QuestionImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${QUESTION_IMPORT_PATH}`)}`)
  // As Payload's own views do for an account the admin is not for (a candidate).
  if (!permissions.canAccessAdmin || !isStaffUser(req.user)) redirect(`${adminRoute}/unauthorized`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>Import questions</h1>
        <QuestionImportForm
          columns={IMPORT_COLUMNS.map(({ name, required, help }) => ({ name, required, help }))}
          template={IMPORT_TEMPLATE.map((row) => [...row])}
          maxRows={IMPORT_MAX_ROWS}
          questionsHref={`${adminRoute}/collections/questions`}
        />
      </Gutter>
    </DefaultTemplate>
  )
}
