import type { Metadata } from 'next'

import { legalPageMetadata, LegalPageView } from '@/features/legal/legal-page-view'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata('privacy-policy', await pageLocale(params))
}

/** The privacy policy (a staff-edited global): what the site stores, for how long; linked from sign-up and the footer. */
export default async function PrivacyPage({ params }: Props) {
  return <LegalPageView slug="privacy-policy" locale={await pageLocale(params)} />
}
