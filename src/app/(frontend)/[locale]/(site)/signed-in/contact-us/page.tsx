import { contactMetadata, ContactView } from '../../contact-us/contact-view'

export const metadata = contactMetadata

// The contact page for a reader with a session: the form starts with their name, e-mail and mobile (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInContactPage() {
  return <ContactView viewer="signed-in" />
}
