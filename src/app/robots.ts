import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'
import { routes } from '@/lib/links'

// Built when asked, from the running server's SERVER_URL, not the build machine's.
export const dynamic = 'force-dynamic'

const privatePages = [routes.account, routes.dashboard, routes.result, routes.search, routes.forgottenPassword]

/** Search engines index the public content; never the admin, the API, accounts, tests or results. */
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().serverUrl
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...privatePages.map((page) => page.href()), `${routes.tests.href()}/`] },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
