import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { parseEnv } from '../env'

import { createEmailAdapter } from './adapter'
import { renderEmail } from './message'

const brand = { siteName: 'Punjab PCS Academy', siteUrl: 'https://pcs.example.in', supportEmail: 'help@pcs.example.in' }

describe('renderEmail', () => {
  const message = renderEmail(brand, {
    subject: 'Set a new password',
    greeting: 'Hello <Harpreet>,',
    paragraphs: ['The link works once & for one hour.'],
    action: { label: 'Set a new password', url: 'https://pcs.example.in/forgotten-password?token=abc&x="1"' },
  })

  it('writes a text part that stands on its own, link and signature included', () => {
    expect(message.text).toBe(
      [
        'Hello <Harpreet>,',
        'The link works once & for one hour.',
        'Set a new password:\nhttps://pcs.example.in/forgotten-password?token=abc&x="1"',
        '-- \nPunjab PCS Academy · https://pcs.example.in\nQuestions? Write to help@pcs.example.in.',
      ].join('\n\n'),
    )
  })

  it('escapes everything it puts into the HTML part', () => {
    expect(message.html).toContain('Hello &lt;Harpreet&gt;,')
    expect(message.html).toContain('once &amp; for one hour')
    expect(message.html).toContain('href="https://pcs.example.in/forgotten-password?token=abc&amp;x=&quot;1&quot;"')
    expect(message.html).not.toMatch(/<img|<script|https?:\/\/(?!pcs\.example\.in)/)
  })
})

describe('without SMTP_URL', () => {
  it('saves each message to the outbox folder and logs its text part, sending nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-outbox-'))
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
    const logger = { info: vi.fn(), warn: vi.fn() }
    const adapter = createEmailAdapter(parseEnv({ DATA_DIR: dataDir }))({ payload: { logger } as unknown as Payload })
    expect(adapter.name).toBe('outbox')

    await adapter.sendEmail({ to: 'harpreet@example.in', subject: 'Welcome', text: 'Hello Harpreet,', html: '<p>Hello Harpreet,</p>' })

    const files = readdirSync(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/harpreet@example\.in\.eml$/)
    const saved = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')
    expect(saved).toMatch(/^To: harpreet@example\.in$/m)
    expect(saved).toMatch(/^Subject: Welcome$/m)
    expect(saved).toContain('Content-Type: text/plain')
    expect(saved).toContain('Content-Type: text/html')
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('E-mail to harpreet@example.in: Welcome'))
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('Hello Harpreet,'))
  })
})
