import { describe, expect, it } from 'vitest'

import type { Media, Topic } from '@/payload-types'

import { hasLockedParts, isTopicUnlocked, topicFiles } from './topic-access'

const pdf = { id: 7, url: '/api/media/file/rivers.pdf', filename: 'rivers.pdf', filesize: 4096, mimeType: 'application/pdf' } as Media
const notes: Topic['notes'] = { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } }

describe('reading what the data layer returned', () => {
  it('treats free notes as open', () => {
    const topic = { availability: 'free' as const, notes, pdfs: [{ id: 'a', title: 'Rivers of Punjab', file: pdf }] }
    expect(isTopicUnlocked(topic)).toBe(true)
    expect(hasLockedParts(topic)).toBe(false)
    expect(topicFiles(topic)).toEqual([
      { id: 'a', title: 'Rivers of Punjab', file: { url: pdf.url, filename: 'rivers.pdf', filesize: 4096, mimeType: 'application/pdf' } },
    ])
  })

  it('treats paid notes as locked when the read left them out', () => {
    // Without access Payload drops the notes and returns the PDF list empty.
    const topic = { availability: 'paid' as const, pdfs: [] }
    expect(isTopicUnlocked(topic)).toBe(false)
    expect(hasLockedParts(topic)).toBe(true)
    expect(topicFiles(topic)).toEqual([])
  })

  it('treats paid notes as open when the read included them, even when they are empty', () => {
    expect(isTopicUnlocked({ availability: 'paid', notes, pdfs: [] })).toBe(true)
    expect(isTopicUnlocked({ availability: 'paid', notes: null, pdfs: [] })).toBe(true)
  })

  it('links to a file on this site by its path, so the browser downloads it', () => {
    const absolute = { ...pdf, url: 'http://localhost:3000/api/media/file/rivers.pdf' } as Media
    expect(topicFiles({ availability: 'free', pdfs: [{ id: 'a', title: 'Rivers', file: absolute }] })[0]?.file?.url).toBe(
      '/api/media/file/rivers.pdf',
    )
    const elsewhere = { ...pdf, url: 'https://files.example.in/rivers.pdf' } as Media
    expect(topicFiles({ availability: 'free', pdfs: [{ id: 'a', title: 'Rivers', file: elsewhere }] })[0]?.file?.url).toBe(
      'https://files.example.in/rivers.pdf',
    )
  })

  it('keeps a paid PDF the reader may not download, without its file', () => {
    const topic = { availability: 'free' as const, notes, pdfs: [{ id: 'b', title: 'State schemes compendium', file: 12 }] }
    expect(topicFiles(topic)).toEqual([{ id: 'b', title: 'State schemes compendium', file: null }])
    expect(hasLockedParts(topic)).toBe(true)
  })
})
