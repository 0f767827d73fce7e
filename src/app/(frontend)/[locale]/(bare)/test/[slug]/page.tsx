import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { requireUser } from '@/server/request-user.server'
import { TestInstructions } from '@/features/test-engine/components/test-instructions'
import { TEST_SERIES_PATH, testHref } from '@/lib/links'
import { isStartError } from '@/features/test-engine/links'
import { findTestForCandidate } from '@/features/test-engine/start-attempt.server'
import { loadInstructions } from '@/features/test-engine/test-pages.server'
import { getTranslator } from '@/i18n/translator'
import { type Locale, pageLocale, withLocale } from '@/i18n/locale'
import { notFoundMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'

// The candidate decides what this page shows (their attempts, their extra time): never cached (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<{ error?: string | string[] }> }

/** The same lookup the page makes: a test that does not exist is titled as the 404 it is. */
const testExists = async (slug: string, locale: Locale) =>
  Boolean(await findTestForCandidate(await getPayloadClient(), null, slug, locale, { slug: true }))

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  if (!(await testExists((await params).slug, locale))) return notFoundMetadata(params)
  return { title: getTranslator(locale, 'testSeries')('meta.instructionsTitle'), robots: { index: false, follow: true } }
}

/** Before the test (bare): the pattern, marking and palette explained, the languages, the confirmation, Start. */
export default async function TestInstructionsPage({ params, searchParams }: Props) {
  const { slug } = await params
  const locale = await pageLocale(params)
  // A test that does not exist is a 404 for everyone, before anyone is asked to sign in.
  if (!(await testExists(slug, locale))) notFound()
  const payload = await getPayloadClient()
  const user = await requireUser(withLocale(testHref(slug), locale))
  const { error } = await searchParams
  const errorMessage = isStartError(error) ? getTranslator(locale, 'testSeries')(`instructions.errors.${error}`) : null
  const lookup = await loadInstructions(payload, user, slug, locale, errorMessage)
  if (lookup.kind === 'missing') notFound()
  return <TestInstructions test={lookup.test} locale={locale} action={lookup.action} backHref={withLocale(TEST_SERIES_PATH, locale)} />
}
