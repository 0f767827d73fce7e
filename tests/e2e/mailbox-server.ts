import { createServer } from 'node:http'

import { startMailbox } from '../helpers/mailbox'

/**
 * The browser tests' mail server, started by Playwright next to the site's server (see playwright.config.ts):
 * SMTP on E2E_SMTP_PORT for the app, and the received messages as JSON on E2E_MAILBOX_PORT for the
 * tests (`GET /messages?to=name@example.in`).
 */
const mailbox = await startMailbox(Number(process.env.E2E_SMTP_PORT))
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const to = url.searchParams.get('to')?.toLowerCase()
  const messages = url.pathname === '/messages' ? mailbox.messages.filter((mail) => !to || mail.to.includes(to)) : []
  response.writeHead(url.pathname === '/messages' || url.pathname === '/health' ? 200 : 404, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(messages))
}).listen(Number(process.env.E2E_MAILBOX_PORT), '127.0.0.1')
console.log(`Mailbox: SMTP ${mailbox.url}, messages on http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages`)
