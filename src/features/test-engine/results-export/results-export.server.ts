import 'server-only'

import ExcelJS from 'exceljs'
import type { Payload } from 'payload'

import { isAdminUser } from '@/access'
import { toCsv } from '@/lib/csv'
import { relationId } from '@/lib/ids'
import type { User } from '@/payload-types'
import { parseJson } from '@/domain/test-engine/attempt-store.server'
import type { ScoreBreakdown, ScoreSummary } from '@/domain/test-engine/scoring'
import type { PaperSnapshot } from '@/domain/test-engine/types'
import { isRankedInWindow, windowOf } from '@/domain/test-engine/mock-window'

import { finishedAtOf } from '../own-attempts.server'
import { type ExportedAttempt, resultsTable, type ResultsTable } from './results-table'

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export type ResultsExport =
  { kind: 'file'; body: Buffer; contentType: string; fileName: string; rows: number } | { kind: 'refused' } | { kind: 'missing' }

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * A test's results as a CSV or Excel file for the admin's "Export results" (issue 18, item 5). Only
 * administrators: the file carries every candidate's e-mail, mobile and district, which only they may
 * read (the users collection's own rule). Read through the Local API as that administrator.
 */
export async function exportTestResults(payload: Payload, user: User, slug: string, format: ExportFormat): Promise<ResultsExport> {
  if (!isAdminUser(user)) return { kind: 'refused' }
  const admin = { ...user, collection: 'users' as const }
  const { docs: tests } = await payload.find({
    collection: 'tests',
    where: { slug: { equals: slug } },
    select: { slug: true, window: true },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: false,
    user: admin,
  })
  const test = tests[0]
  if (!test) return { kind: 'missing' }
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: [{ test: { equals: test.id } }, { status: { not_equals: 'in-progress' } }] },
    select: {
      candidate: true,
      attemptNumber: true,
      isFirstAttempt: true,
      isKeptFromCheck: true,
      status: true,
      startedAt: true,
      finishedAt: true,
      submittedAt: true,
      deadline: true,
      paper: true,
      result: true,
      breakdown: true,
    },
    populate: { users: { name: true, email: true, mobile: true, district: true } },
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: admin,
  })
  // A window's export ranks by the window's rule, as its leaderboard does.
  const window = windowOf(test.window)
  const attempts = docs.flatMap((attempt): ExportedAttempt[] => {
    const candidate = attempt.candidate
    const score = parseJson(attempt.result) as ScoreSummary | null
    if (typeof candidate !== 'object' || !score) return []
    return [
      {
        candidate: { name: candidate.name, email: candidate.email, mobile: candidate.mobile ?? null, district: candidate.district ?? null },
        attemptNumber: attempt.attemptNumber,
        isRanked: window ? isRankedInWindow(window, { ...attempt, finishedAt: finishedAtOf(attempt) }) : Boolean(attempt.isFirstAttempt),
        isAutoSubmitted: attempt.status === 'auto-submitted',
        startedAt: attempt.startedAt,
        finishedAt: finishedAtOf(attempt),
        score,
        breakdown: (parseJson(attempt.breakdown) as ScoreBreakdown | null) ?? null,
        paper: parseJson(attempt.paper) as PaperSnapshot,
      },
    ]
  })
  const table = resultsTable(attempts)
  const day = new Date().toISOString().slice(0, 10)
  return {
    kind: 'file',
    body: format === 'csv' ? Buffer.from(toCsv([table.header, ...table.rows]), 'utf8') : await toXlsx(table, test.slug ?? slug),
    contentType: CONTENT_TYPES[format],
    fileName: `results-${test.slug ?? relationId(test)}-${day}.${format}`,
    rows: table.rows.length,
  }
}

/** One sheet, the heading row bold and frozen, with a filter on every column. */
async function toXlsx(table: ResultsTable, slug: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Punjab PCS platform'
  const sheet = workbook.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(table.header).font = { bold: true }
  for (const row of table.rows) sheet.addRow(row)
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.header.length } }
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(
      40,
      Math.max(8, table.header[index]!.length + 2, ...table.rows.map((row) => String(row[index] ?? '').length + 2)),
    )
  })
  workbook.title = `Results: ${slug}`
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
