import { contactMetadata, ContactView } from './contact-view'

export const metadata = contactMetadata

export default function ContactPage() {
  return <ContactView viewer="visitor" />
}
