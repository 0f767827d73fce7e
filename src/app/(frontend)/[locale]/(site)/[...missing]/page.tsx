import { notFound } from 'next/navigation'

/** Any address no page answers: the site's 404, inside the header and footer. */
export default function MissingPage() {
  notFound()
}
