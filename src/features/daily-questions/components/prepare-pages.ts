import { compressedSize, HANDWRITTEN_LIMITS } from '@/domain/daily-questions/handwritten-pages'

/**
 * A handwritten answer's pages made ready in the browser (ADR 048): each photo, and each page of a PDF,
 * drawn no larger than 2,000 pixels on its long side and saved as a JPEG, so a phone's 4 MB photo
 * leaves as 300 to 800 KB. The server checks what arrives whatever this did.
 */
export type PreparedPage = { blob: Blob; width: number; height: number }

export type PrepareProblem = { code: 'notSupported' | 'tooLargeToOpen' | 'cannotOpen'; name: string }

/** `dropped`: pages (a photo, or a PDF's page) left out because the answer had no room for them. */
export type Prepared = { pages: PreparedPage[]; problems: PrepareProblem[]; dropped: number }

const IMAGE = /^image\/(jpeg|png|webp|gif|bmp)$/
const PDF = 'application/pdf'

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn'))),
      'image/jpeg',
      HANDWRITTEN_LIMITS.quality,
    ),
  )
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No canvas to draw the page on')
  // A photo with transparency (a PNG) is laid on white paper, not black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  return { canvas, context }
}

async function photo(file: Blob): Promise<PreparedPage> {
  // The camera's orientation is applied, so a page photographed sideways is upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const size = compressedSize(bitmap.width, bitmap.height)
    const { canvas, context } = canvasOf(size.width, size.height)
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    return { blob: await toJpeg(canvas), ...size }
  } finally {
    bitmap.close()
  }
}

async function pdfPages(file: Blob, room: number): Promise<{ pages: PreparedPage[]; dropped: number }> {
  const pdfjs = await import('pdfjs-dist')
  // The worker runs in the page (no worker file to serve): pdf.js uses it once it is loaded.
  await import('pdfjs-dist/build/pdf.worker.min.mjs')
  const document = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise
  try {
    const pages: PreparedPage[] = []
    for (let number = 1; number <= Math.min(document.numPages, room); number++) {
      const page = await document.getPage(number)
      const natural = page.getViewport({ scale: 1 })
      const scale = HANDWRITTEN_LIMITS.longSide / Math.max(natural.width, natural.height)
      const viewport = page.getViewport({ scale })
      const { canvas, context } = canvasOf(Math.round(viewport.width), Math.round(viewport.height))
      await page.render({ canvas, canvasContext: context, viewport }).promise
      pages.push({ blob: await toJpeg(canvas), width: canvas.width, height: canvas.height })
      page.cleanup()
    }
    return { pages, dropped: Math.max(0, document.numPages - room) }
  } finally {
    await document.destroy()
  }
}

/**
 * Prepares the files a candidate picked, in order, up to the pages an answer may still take (`room`):
 * what cannot be read is named, not sent. A PDF adds its pages in order.
 */
export async function preparePages(files: readonly File[], room: number): Promise<Prepared> {
  const pages: PreparedPage[] = []
  const problems: PrepareProblem[] = []
  let dropped = 0
  for (const file of files) {
    const left = room - pages.length
    if (left <= 0) {
      dropped += 1
      continue
    }
    if (file.size > HANDWRITTEN_LIMITS.pickedBytes) {
      problems.push({ code: 'tooLargeToOpen', name: file.name })
      continue
    }
    const isPdf = file.type === PDF || /\.pdf$/i.test(file.name)
    if (!isPdf && !IMAGE.test(file.type)) {
      problems.push({ code: 'notSupported', name: file.name })
      continue
    }
    try {
      if (isPdf) {
        const pdf = await pdfPages(file, left)
        pages.push(...pdf.pages)
        dropped += pdf.dropped
      } else pages.push(await photo(file))
    } catch {
      problems.push({ code: 'cannotOpen', name: file.name })
    }
  }
  return { pages, problems, dropped }
}
