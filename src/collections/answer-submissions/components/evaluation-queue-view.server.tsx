import 'server-only'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, Where } from 'payload'

import { staffOfView } from '@/components/admin/staff-view.server'
import { ageInWords, dueAt, isOverdue, queueViews, type QueueView, TURNAROUND_HOURS } from '@/domain/daily-questions/evaluation'
import { formatIndianDateTime } from '@/i18n/format'
import { idOrNull } from '@/lib/ids'

import { TakeAnswerButton } from './take-answer.client'

export const EVALUATION_QUEUE_PATH = '/evaluation-queue'
const PAGE_SIZE = 50
const HOUR = 3_600_000

const viewLabels: Record<QueueView, string> = {
  unassigned: 'Unassigned',
  mine: 'Assigned to me',
  overdue: `Overdue (over ${TURNAROUND_HOURS} h)`,
  evaluated: 'Returned',
}

type Named = { id: number | string; name?: string | null } | number | string | null | undefined
const nameOf = (value: Named) => (value && typeof value === 'object' ? (value.name ?? '') : '')

/** Which answers a view holds (the rules of `isInView`, ADR 048, as a query). */
function whereOf(view: QueueView, me: number | string, now: Date): Where {
  switch (view) {
    case 'unassigned':
      return { and: [{ status: { equals: 'submitted' } }, { assignedTo: { exists: false } }] }
    case 'mine':
      return { and: [{ status: { equals: 'submitted' } }, { assignedTo: { equals: me } }] }
    case 'overdue':
      return {
        and: [
          { status: { equals: 'submitted' } },
          { submittedAt: { less_than: new Date(now.getTime() - TURNAROUND_HOURS * HOUR).toISOString() } },
        ],
      }
    case 'evaluated':
      return { status: { equals: 'evaluated' } }
  }
}

const cell = {
  padding: 'calc(var(--base) / 3) calc(var(--base) / 2)',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

/**
 * The evaluation queue (issue 18, item 6; ADR 048) at /admin/evaluation-queue: Mains answers waiting
 * for staff, unassigned, assigned to me, or overdue against the institute's 72-hour turnaround, oldest
 * first with each answer's age, and those returned. For staff only (`staffOfView`), read as the staff
 * member (access applies).
 */
export async function EvaluationQueueView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const user = staffOfView(initPageResult, EVALUATION_QUEUE_PATH)
  const asked = typeof searchParams?.view === 'string' ? searchParams.view : ''
  const view: QueueView = (queueViews as readonly string[]).includes(asked) ? (asked as QueueView) : 'unassigned'
  const page = Math.max(1, Number(typeof searchParams?.page === 'string' ? searchParams.page : 1) || 1)
  const now = new Date()
  const counts = Object.fromEntries(
    await Promise.all(
      queueViews.map(
        async (each) =>
          [
            each,
            (
              await req.payload.count({
                collection: 'answer-submissions',
                where: whereOf(each, user.id, now),
                overrideAccess: false,
                user,
                req,
              })
            ).totalDocs,
          ] as const,
      ),
    ),
  ) as Record<QueueView, number>
  const { docs, totalPages } = await req.payload.find({
    collection: 'answer-submissions',
    where: whereOf(view, user.id, now),
    sort: view === 'evaluated' ? '-evaluatedAt' : 'submittedAt',
    limit: PAGE_SIZE,
    page,
    depth: 1,
    select: {
      title: true,
      candidate: true,
      format: true,
      pages: true,
      submittedAt: true,
      assignedTo: true,
      status: true,
      marksAwarded: true,
      evaluatedAt: true,
    },
    populate: { users: { name: true } },
    overrideAccess: false,
    user,
    req,
  })
  const queueHref = (each: QueueView, to = 1) => `${adminRoute}${EVALUATION_QUEUE_PATH}?view=${each}${to > 1 ? `&page=${to}` : ''}`

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
        <div data-testid="evaluation-queue">
          <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>Evaluation queue</h1>
          <p style={{ margin: '0 0 var(--base)', maxWidth: '48rem' }}>
            Mains answers candidates sent, typed or by hand. Take an answer to evaluate it: it leaves the unassigned list and waits under
            your name. Answers are due back {TURNAROUND_HOURS} hours after they were sent; those waiting longer are overdue, whoever has
            them.
          </p>
          <nav
            aria-label="Queue views"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}
          >
            {queueViews.map((each) => (
              <a
                key={each}
                href={queueHref(each)}
                aria-current={each === view ? 'page' : undefined}
                className={`btn btn--size-small ${each === view ? 'btn--style-primary' : 'btn--style-secondary'}`}
                style={{ margin: 0 }}
                data-testid={`queue-view-${each}`}
              >
                {viewLabels[each]} ({counts[each]})
              </a>
            ))}
          </nav>
          {docs.length === 0 ? (
            <p data-testid="queue-empty">
              {view === 'unassigned'
                ? 'Every waiting answer has an evaluator.'
                : view === 'mine'
                  ? 'You have no answer waiting. Take one from the unassigned list.'
                  : view === 'overdue'
                    ? `No answer has waited more than ${TURNAROUND_HOURS} hours.`
                    : 'No answer has been returned yet.'}
            </p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="queue-table">
                <caption style={{ textAlign: 'left', marginBottom: 'calc(var(--base) / 2)', fontWeight: 600 }}>
                  {viewLabels[view]}: {counts[view]} {counts[view] === 1 ? 'answer' : 'answers'}
                  {view === 'evaluated' ? ', latest first' : ', oldest first'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" style={cell}>
                      Answer
                    </th>
                    <th scope="col" style={cell}>
                      Sent as
                    </th>
                    <th scope="col" style={cell}>
                      Sent
                    </th>
                    <th scope="col" style={cell}>
                      {view === 'evaluated' ? 'Returned' : 'Age'}
                    </th>
                    <th scope="col" style={cell}>
                      {view === 'evaluated' ? 'Marks' : 'Due back'}
                    </th>
                    <th scope="col" style={cell}>
                      Evaluator
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {docs.map((doc) => {
                    const overdue = isOverdue(
                      { status: doc.status, assignedTo: idOrNull(doc.assignedTo), submittedAt: doc.submittedAt },
                      now,
                    )
                    const overdueBy = ageInWords(dueAt(doc.submittedAt), now)
                    const pageCount = (doc.pages ?? []).length
                    return (
                      <tr key={doc.id} data-testid="queue-row" data-overdue={overdue ? 'true' : undefined}>
                        <th scope="row" style={cell}>
                          <a href={`${adminRoute}/collections/answer-submissions/${doc.id}`}>{doc.title || `Answer ${doc.id}`}</a>
                          <div style={{ fontWeight: 400 }}>{nameOf(doc.candidate as Named)}</div>
                        </th>
                        <td style={cell}>
                          {doc.format === 'handwritten' ? `Handwritten, ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}` : 'Typed'}
                        </td>
                        <td style={cell}>{formatIndianDateTime(doc.submittedAt)}</td>
                        <td style={cell}>
                          {view === 'evaluated' && doc.evaluatedAt
                            ? formatIndianDateTime(doc.evaluatedAt)
                            : ageInWords(doc.submittedAt, now)}
                        </td>
                        <td style={cell}>
                          {view === 'evaluated' ? (
                            String(doc.marksAwarded ?? '')
                          ) : overdue ? (
                            <strong style={{ color: 'var(--theme-error-600)' }}>Overdue by {overdueBy}</strong>
                          ) : (
                            formatIndianDateTime(dueAt(doc.submittedAt))
                          )}
                        </td>
                        <td style={cell}>
                          {nameOf(doc.assignedTo as Named) ||
                            (doc.status === 'submitted' ? (
                              <TakeAnswerButton id={doc.id} me={user.id} api={req.payload.config.routes.api} label={doc.title ?? ''} />
                            ) : (
                              ''
                            ))}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          )}
          {totalPages > 1 ? (
            <nav aria-label="Queue pages" style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
              {page > 1 ? <a href={queueHref(view, page - 1)}>Earlier page</a> : null}
              <span>
                Page {page} of {totalPages}
              </span>
              {page < totalPages ? <a href={queueHref(view, page + 1)}>Next page</a> : null}
            </nav>
          ) : null}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
