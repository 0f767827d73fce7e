import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/lib/metadata'
import type { LocaleParams } from '@/i18n/locale'

/** The 404's title in the page's language (a not-found file's own metadata is not applied). */
export const generateMetadata = ({ params }: { params: LocaleParams }) => notFoundMetadata(params)

/** Any address no page answers: the site's 404, inside the header and footer. */
export default function MissingPage() {
  notFound()
}
