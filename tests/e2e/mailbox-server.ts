import { createServer } from 'node:http'

import { startMailbox } from '../helpers/mailbox'

/**
 * The browser tests' mail server and SMS gateway, started by Playwright next to the site's server (see
 * playwright.config.ts): SMTP on E2E_SMTP_PORT for the app, and the received messages as JSON on
 * E2E_MAILBOX_PORT for the tests (`GET /messages?to=name@example.in`). The same port is the site's
 * `SMS_URL` (`POST /sms` with `{to, text}` and the bearer token, as a gateway takes it, ADR 052) and
 * lists the texts (`GET /texts?to=+91…`).
 */
const SMS_TOKEN = 'e2e-sms-token-0123456789'
const mailbox = await startMailbox(Number(process.env.E2E_SMTP_PORT))
const texts: { to: string; text: string }[] = []

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (request.method === 'POST' && url.pathname === '/sms') {
    if (request.headers.authorization !== `Bearer ${SMS_TOKEN}`) return answer(401, { error: 'bad token' })
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { to, text } = JSON.parse(body) as { to: string; text: string }
      texts.push({ to, text })
      answer(202, { accepted: true })
    })
    return
  }
  const to = url.searchParams.get('to')?.toLowerCase()
  if (url.pathname === '/messages')
    return answer(
      200,
      mailbox.messages.filter((mail) => !to || mail.to.includes(to)),
    )
  if (url.pathname === '/texts')
    return answer(
      200,
      texts.filter((text) => !to || text.to === to),
    )
  answer(url.pathname === '/health' ? 200 : 404, [])
}).listen(Number(process.env.E2E_MAILBOX_PORT), '127.0.0.1')
console.log(`Mailbox: SMTP ${mailbox.url}, messages on http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages`)
