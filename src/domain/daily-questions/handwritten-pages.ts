/**
 * The pages of a handwritten Mains answer (issue 18, item 6). The candidate picks photos or a PDF; the
 * browser turns each page into a JPEG no longer than `longSide` on its long side (a PDF's pages are
 * drawn first), and the server takes only such pages, by their bytes and their size, whatever the
 * browser said of them.
 */

export const HANDWRITTEN_LIMITS = {
  /** A 250-word answer runs to 3 or 4 written pages, an essay to 10 or so. */
  pages: 12,
  /** What the browser scales a page to on its long side: handwriting stays legible when zoomed. */
  longSide: 2000,
  quality: 0.8,
  /** A page's pixels on its short side below which handwriting cannot be read. */
  shortSideAtLeast: 500,
  /** A compressed page is 250 KB to 900 KB; the server refuses more than this per page and in all. */
  pageBytes: 3 * 1024 * 1024,
  totalBytes: 24 * 1024 * 1024,
  /** What a candidate may pick before compression: a phone's photo, or a scanned PDF. */
  pickedBytes: 40 * 1024 * 1024,
} as const

export const PAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The size a page is drawn at before it is sent: never larger than it was, its long side at most `longSide`. */
export function compressedSize(width: number, height: number, longSide: number = HANDWRITTEN_LIMITS.longSide) {
  const scale = Math.min(1, longSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** One page as the server reads it: its type by content (null when it is no image) and, once decoded, its size. */
export type ReceivedPage = { bytes: number; type: string | null; width: number | null; height: number | null }

export type PageProblem =
  | { code: 'no-pages' }
  | { code: 'too-many-pages'; pages: number; limit: number }
  | { code: 'not-an-image'; page: number }
  | { code: 'unreadable'; page: number }
  | { code: 'page-too-large'; page: number; limitMb: number }
  | { code: 'page-too-small'; page: number; shortSide: number }
  | { code: 'too-large-in-all'; limitMb: number }

const MB = 1024 * 1024

/** What is wrong with the pages sent, in page order (pages count from 1); empty when they can be taken. */
export function pagesProblems(pages: readonly ReceivedPage[]): PageProblem[] {
  if (pages.length === 0) return [{ code: 'no-pages' }]
  if (pages.length > HANDWRITTEN_LIMITS.pages) return [{ code: 'too-many-pages', pages: pages.length, limit: HANDWRITTEN_LIMITS.pages }]
  const problems: PageProblem[] = pages.flatMap((received, index): PageProblem[] => {
    const page = index + 1
    if (received.bytes > HANDWRITTEN_LIMITS.pageBytes) return [{ code: 'page-too-large', page, limitMb: HANDWRITTEN_LIMITS.pageBytes / MB }]
    if (!received.type || !(PAGE_TYPES as readonly string[]).includes(received.type)) return [{ code: 'not-an-image', page }]
    if (!received.width || !received.height) return [{ code: 'unreadable', page }]
    const shortSide = Math.min(received.width, received.height)
    if (shortSide < HANDWRITTEN_LIMITS.shortSideAtLeast) return [{ code: 'page-too-small', page, shortSide }]
    return []
  })
  const total = pages.reduce((sum, received) => sum + received.bytes, 0)
  if (total > HANDWRITTEN_LIMITS.totalBytes) problems.push({ code: 'too-large-in-all', limitMb: HANDWRITTEN_LIMITS.totalBytes / MB })
  return problems
}
