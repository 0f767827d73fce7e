import type { Metadata } from 'next'

import type { LocaleParams } from '@/i18n/locale'
import { getRequestLocale } from '@/i18n/request-locale.server'
import { notFoundMetadata } from '@/lib/metadata'

import { BareNotFound } from '../(site)/not-found-view'

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => notFoundMetadata(params)

/** The 404 for the bare screens (tests, results, the daily quiz): no header, so it offers the ways out itself. */
export default function NotFoundBare() {
  return <BareNotFound locale={getRequestLocale()} />
}
