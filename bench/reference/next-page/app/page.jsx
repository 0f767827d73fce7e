/**
 * The reference for a cached public page (issue 17): a bare Next 16 page, prerendered at build time,
 * whose body is the project page's own markup (bench/ratios.mjs writes it to content.mjs before the
 * build). No proxy, no layout work, no data: what Next itself costs to serve those bytes from its cache.
 */
import html from '../content.mjs'

export const dynamic = 'force-static'

export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
