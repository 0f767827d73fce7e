import type { ReceivedMail } from '../helpers/mailbox'

/** The newest e-mail the app sent to `to` (through the loopback SMTP server), waiting up to 15 s for it. */
export async function latestMailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages?to=${encodeURIComponent(to)}`)
    const mail = ((await response.json()) as ReceivedMail[]).findLast((message) => subject.test(message.subject))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The newest text message the app sent to `mobile` (through the SMS gateway on the mailbox server), waiting up to 15 s. */
export async function latestTextTo(mobile: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/texts?to=${encodeURIComponent(mobile)}`)
    const texts = (await response.json()) as { to: string; text: string }[]
    if (texts.length > after) return texts.at(-1)!.text
    if (Date.now() > deadline) throw new Error(`No text message to ${mobile}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
