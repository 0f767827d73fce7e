import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the recipient's mail program would show it. */
export type ReceivedMail = { from: string; to: string[]; replyTo: string; subject: string; text: string; html: string }

export type Mailbox = {
  /** The SMTP_URL that delivers here. */
  url: string
  messages: ReceivedMail[]
  /** The newest message to `to` (and with a subject matching `subject`), waiting for it to arrive. */
  waitFor: (to: string, options?: { subject?: RegExp; timeoutMs?: number; after?: number }) => Promise<ReceivedMail>
  close: () => Promise<void>
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that accepts every message and parses
 * it (`mailparser`), so tests read exactly what a candidate's mailbox would receive.
 */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''))
          messages.push({
            from: mail.from?.text ?? '',
            to,
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address() as AddressInfo

  const find = (to: string, subject?: RegExp, after = 0) =>
    messages.slice(after).findLast((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)))

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitFor(to, { subject, timeoutMs = 10_000, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = find(to, subject, after)
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`)
  return link
}
