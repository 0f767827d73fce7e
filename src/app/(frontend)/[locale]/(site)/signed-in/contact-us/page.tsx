import { type LocaleParams, pageLocale } from '@/i18n/locale'

import { contactMetadata, ContactView } from '../../contact-us/contact-view'

export const generateMetadata = contactMetadata

// The contact page for a reader with a session: the form starts with their name, e-mail and mobile (ADR 010).
export const dynamic = 'force-dynamic'

export default async function SignedInContactPage({ params }: { params: LocaleParams }) {
  return <ContactView viewer="signed-in" locale={await pageLocale(params)} />
}
