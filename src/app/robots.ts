import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'

// Built when asked, from the running server's SERVER_URL, not the build machine's.
export const dynamic = 'force-dynamic'

/** Search engines index the public content; never the admin, the API, accounts, tests or results. */
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().serverUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/account', '/dashboard', '/test/', '/result', '/search', '/forgotten-password'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
