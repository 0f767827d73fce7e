/**
 * The public pages the front-end benchmarks open: every address the sitemap lists, but at most two
 * documents under one folder (`/resource/a`, `/resource/b`: the same page with other words).
 */
export async function sitemapPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const perFolder = new Map()
  return addresses.filter((pathname) => {
    const folder = pathname.split('/').length > 2 ? pathname.slice(0, pathname.lastIndexOf('/')) : pathname
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1)
    return perFolder.get(folder) <= 2
  })
}
