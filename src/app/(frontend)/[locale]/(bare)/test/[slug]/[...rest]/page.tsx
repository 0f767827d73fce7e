import { notFound } from 'next/navigation'

/** A test address that leads nowhere gets the bare 404, like the test screens around it. */
export default function MissingTestPage() {
  notFound()
}
