import 'server-only'

import { noStore } from '@/lib/site-form.server'

/** A made PDF as a download that no cache keeps (a result, an invoice: one person's own). */
export function pdfDownload(file: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(file), {
    headers: {
      ...noStore,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(file.length),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
