import { NextResponse } from 'next/server'

// Imported from its module, not public.server: exceljs loads only when an export is asked for.
import { EXPORT_FORMATS, type ExportFormat, exportTestResults } from '@/features/test-engine/results-export/results-export.server'
import { noStore } from '@/lib/site-form.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

const refuse = (status: number, message: string) => NextResponse.json({ message }, { status, headers: noStore })
const isFormat = (value: unknown): value is ExportFormat => (EXPORT_FORMATS as readonly unknown[]).includes(value)

/**
 * GET /api/tests/{slug}/results?format=csv|xlsx: the admin's export of a test's results (issue 18,
 * item 5), one row per finished attempt with rank, contact details, district and marks per section
 * and topic. Administrators only.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const format = new URL(request.url).searchParams.get('format') ?? 'csv'
  if (!isFormat(format)) return refuse(400, 'Choose format=csv or format=xlsx.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return refuse(401, 'Sign in as an administrator to export results.')
  const exported = await exportTestResults(payload, user as User, slug, format)
  if (exported.kind === 'refused') return refuse(403, "Only administrators can export results: the file holds candidates' mobile numbers.")
  if (exported.kind === 'missing') return refuse(404, 'There is no test at this address.')
  return new Response(new Uint8Array(exported.body), {
    headers: {
      ...noStore,
      'Content-Type': exported.contentType,
      'Content-Disposition': `attachment; filename="${exported.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
