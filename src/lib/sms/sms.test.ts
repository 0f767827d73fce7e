import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'

import { maskMobile, sendSms } from './sms.server'

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const payload = { logger } as never

/** A gateway on loopback that keeps what it is sent and answers with `status`. */
const received: { headers: IncomingMessage['headers']; body: unknown }[] = []
let status = 202
const gateway = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    received.push({ headers: request.headers, body: JSON.parse(body) })
    response.writeHead(status).end()
  })
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
})
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())))

describe('text messages (ADR 052)', () => {
  it('posts {to, text} as JSON with the bearer token to SMS_URL', async () => {
    await sendSms(payload, '+919876543210', '482913 is your sign-in code.', { sms: { url, token: 'gateway-token' }, dataDir: tmpdir() })
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer gateway-token', 'content-type': 'application/json' },
      body: { to: '+919876543210', text: '482913 is your sign-in code.' },
    })
  })

  it('fails loudly when the gateway refuses, naming only the last digits of the number', async () => {
    status = 500
    await expect(sendSms(payload, '+919876543210', 'code', { sms: { url, token: undefined }, dataDir: tmpdir() })).rejects.toThrow(
      'The SMS gateway answered 500 for a message to ••••••3210',
    )
    status = 202
  })

  it('without SMS_URL keeps the message in the outbox folder and the log, sending nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-sms-'))
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
    const before = received.length
    await sendSms(payload, '+919876543210', '482913 is your sign-in code.', { sms: null, dataDir })
    const [file] = readdirSync(path.join(dataDir, 'outbox'))
    expect(file).toMatch(/-sms-919876543210\.txt$/)
    expect(readFileSync(path.join(dataDir, 'outbox', file!), 'utf8')).toBe('To: +919876543210\n\n482913 is your sign-in code.\n')
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('482913 is your sign-in code.'))
    expect(received.length).toBe(before)
    expect(maskMobile('+91 98765 43210')).toBe('••••••3210')
  })
})
