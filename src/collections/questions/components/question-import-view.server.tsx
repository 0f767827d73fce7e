import 'server-only'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { staffOfView } from '@/components/admin/staff-view.server'
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_TEMPLATE } from '@/domain/question-import/rows'

import { QuestionImportForm } from './question-import.client'

export const QUESTION_IMPORT_PATH = '/question-import'

/**
 * The admin's page for importing questions from a sheet (issue 18, item 5; ADR 047), at
 * /admin/question-import and linked from the questions list, for staff only (`staffOfView`). The
 * route behind the form checks again.
 */
export function QuestionImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const user = staffOfView(initPageResult, QUESTION_IMPORT_PATH)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
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
