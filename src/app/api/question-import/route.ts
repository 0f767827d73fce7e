import { NextResponse } from 'next/server'

// Imported from its module, not a public file: exceljs and jszip load only when a file is sent.
import { importQuestions, type ImportOutcome, importRefusal } from '@/features/question-import/import-questions.server'
import { IMPORT_FILE_LIMITS } from '@/features/question-import/read-files.server'
import { noStore } from '@/lib/site-form.server'
import { readSiteForm, refuseCrossSite } from '@/lib/site-request.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

/** The sheet and the ZIP at their limits, and the form's own bytes. */
const BODY_LIMIT_BYTES = IMPORT_FILE_LIMITS.sheetBytes + IMPORT_FILE_LIMITS.zipBytes + 64 * 1024

const answer = (status: number, body: Record<string, unknown>) => NextResponse.json(body, { status, headers: noStore })

const bytesOf = async (value: FormDataEntryValue | null) =>
  value && typeof value !== 'string' && value.size > 0 ? new Uint8Array(await value.arrayBuffer()) : null

function responseOf(outcome: ImportOutcome): NextResponse {
  switch (outcome.kind) {
    case 'refused':
      return answer(outcome.status, { ok: false, message: outcome.message })
    case 'unreadable':
      return answer(422, { ok: false, message: outcome.message })
    case 'checked':
      return answer(200, { ok: true, report: outcome.report })
    case 'blocked':
      return answer(422, {
        ok: false,
        message:
          outcome.report.ready === 0
            ? 'The file has no question to import.'
            : 'Nothing was imported: correct the errors listed, then check the file again.',
        report: outcome.report,
      })
    case 'imported':
      return answer(201, { ok: true, report: outcome.report, imported: outcome.imported, firstId: outcome.firstId, lastId: outcome.lastId })
  }
}

/**
 * POST /api/question-import: the admin's bulk import of questions (issue 18, item 5; ADR 047), a
 * multipart form with `sheet` (CSV or XLSX), optional `images` (a ZIP) and `action` = `check` (the
 * preview: every row's problems, nothing written) or `import` (all the questions in one transaction,
 * or none). Staff only, from the admin's own pages.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossSite(request)
  if (crossSite) return crossSite
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as User) : null
  // Refused before the body is read: a file of 100 MB is not taken from someone who may not send it.
  const refusal = await importRefusal(payload, staff)
  if (refusal) return responseOf(refusal)
  const body = await readSiteForm(request, BODY_LIMIT_BYTES)
  if (!body.ok) return body.response
  const form = body.value
  const action = form?.get('action')
  if (action !== 'check' && action !== 'import') return answer(400, { ok: false, message: 'Send action=check or action=import.' })
  const files = { sheet: await bytesOf(form!.get('sheet')), images: await bytesOf(form!.get('images')) }
  return responseOf(await importQuestions(payload, staff as User, files, action))
}
