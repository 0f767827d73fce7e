import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { isLocale } from '@/lib/locale'

/**
 * The internal language segment every page sits under (ADR 010): `src/proxy.ts` rewrites
 * `/resources?lang=pa` to `/pa/resources`. No page is rendered at build time (the build has no
 * database, ADR 002); each renders on its first request and is then served from the cache until
 * staff change what it shows (cache tags, `src/lib/revalidate.ts`).
 */
export function generateStaticParams() {
  return []
}

// A ceiling on staleness where a tag expiry cannot reach: another instance's edits when several
// serve one PostgreSQL (each keeps its own page cache), and anything published by a job.
export const revalidate = 300

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return children
}
