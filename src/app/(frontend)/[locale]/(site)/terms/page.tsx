import type { Metadata } from 'next'

import { legalPageMetadata, LegalPageView } from '@/features/legal/legal-page-view'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata('terms-of-use', await pageLocale(params))
}

/** The terms of use (a staff-edited global), linked from sign-up and the footer. */
export default async function TermsPage({ params }: Props) {
  return <LegalPageView slug="terms-of-use" locale={await pageLocale(params)} />
}
