import { describe, expect, it } from 'vitest'

import { siteFile, siteImage, sitePath } from './media'

const image = {
  id: 1,
  alt: 'Cover',
  url: 'http://localhost:3000/api/media/file/cover.png',
  mimeType: 'image/png',
  width: 1200,
  height: 675,
  filename: 'cover.png',
}

describe('library media', () => {
  it('links to the site-relative file path, whatever host Payload built the URL with', () => {
    expect(sitePath('http://localhost:3000/api/media/file/a.pdf')).toBe('/api/media/file/a.pdf')
    expect(sitePath('/api/media/file/a.pdf?2026-01-01')).toBe('/api/media/file/a.pdf')
  })

  it('gives an image with its size and alt text, and nothing for a bare id or a PDF', () => {
    expect(siteImage(image)).toEqual({ src: '/api/media/file/cover.png', alt: 'Cover', width: 1200, height: 675 })
    expect(siteImage(7)).toBeNull()
    expect(siteImage({ ...image, mimeType: 'application/pdf' })).toBeNull()
  })

  it('gives a file link only for a populated document', () => {
    expect(siteFile({ ...image, filesize: 2048 })).toEqual({ href: '/api/media/file/cover.png', filename: 'cover.png', filesize: 2048 })
    expect(siteFile(null)).toBeNull()
    expect(siteFile(12)).toBeNull()
  })
})
