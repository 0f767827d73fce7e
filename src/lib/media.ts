import type { Media } from '@/payload-types'

/**
 * Files and images from the media collection as the pages use them. Payload gives absolute URLs
 * (built from SERVER_URL); the pages link to the site-relative path, which next/image treats as a
 * local image and which keeps working behind any host name.
 */

export type SiteImage = { src: string; alt: string; width: number; height: number }
export type SiteFile = { href: string; filename: string; filesize: number | null }

/** A populated media document (a bare id means it was not populated, or may not be read). */
export const isMediaDoc = (value: unknown): value is Media =>
  typeof value === 'object' && value !== null && 'id' in value && typeof (value as Media).url === 'string'

/**
 * `http://host/api/media/file/a.pdf?x` → `/api/media/file/a.pdf`: a file this site serves (from any
 * upload collection: media, a handwritten answer's pages), by its path. A file served from elsewhere
 * (object storage, later) keeps its full address.
 */
export function sitePath(url: string): string {
  const { pathname } = new URL(url, 'http://site.invalid')
  return /^\/api\/[a-z-]+\/file\//.test(pathname) ? pathname : url
}

export function siteImage(value: unknown): SiteImage | null {
  if (!isMediaDoc(value) || !value.mimeType?.startsWith('image/') || !value.width || !value.height) return null
  return { src: sitePath(value.url!), alt: value.alt, width: value.width, height: value.height }
}

export function siteFile(value: unknown): SiteFile | null {
  if (!isMediaDoc(value)) return null
  return { href: sitePath(value.url!), filename: value.filename ?? '', filesize: value.filesize ?? null }
}
