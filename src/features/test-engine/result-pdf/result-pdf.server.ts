import 'server-only'

import type { Payload } from 'payload'

import { getSiteSettings } from '@/features/content/public.server'
import type { Locale } from '@/i18n/locale'
import { getEnv } from '@/lib/env'
import type { User } from '@/payload-types'

import { findResult, type ResultLookup } from '../result.server'
import { renderResultPdf } from './render-result-pdf.server'

export type ResultPdfLookup = { kind: 'pdf'; file: Buffer; fileName: string } | Exclude<ResultLookup, { kind: 'result' }>

/**
 * One of the candidate's results as a PDF, read exactly as the result page reads it (`findResult`):
 * someone else's attempt is missing, one still running goes back to its screen.
 */
export async function findResultPdf(
  payload: Payload,
  user: User,
  attemptId: string,
  locale: Locale,
  now = new Date(),
): Promise<ResultPdfLookup> {
  const lookup = await findResult(payload, user, attemptId, locale, now)
  if (lookup.kind !== 'result') return lookup
  const { view } = lookup
  const settings = await getSiteSettings(locale)
  const file = await renderResultPdf({
    view,
    candidateName: user.name,
    siteName: settings.siteName,
    siteUrl: getEnv().serverUrl,
    madeAt: now,
  })
  return { kind: 'pdf', file, fileName: `${view.test.slug || 'test'}-attempt-${view.attemptNumber}-result.pdf` }
}
