import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'

/** Search engines index the public content; never the admin, the API, accounts, tests or results. */
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().serverUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/account', '/dashboard', '/test/', '/result', '/search', '/forgotten-password'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
