import { type LocaleParams, pageLocale } from '@/i18n/locale'

import { contactMetadata, ContactView } from './contact-view'

export const generateMetadata = contactMetadata

export default async function ContactPage({ params }: { params: LocaleParams }) {
  return <ContactView viewer="visitor" locale={await pageLocale(params)} />
}
