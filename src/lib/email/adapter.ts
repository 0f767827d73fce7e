import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '../env'

/** Used only by messages Payload writes itself; the site's messages are signed with the site's name. */
const DEFAULT_FROM_NAME = 'Punjab PCS Academy'

/**
 * Payload's e-mail adapter, on nodemailer (ADR 007). With `SMTP_URL` every message goes to that SMTP
 * server. Without it nothing leaves the machine: each message is built exactly as it would be sent,
 * saved as an `.eml` file in `dataDir/outbox` (open it in any mail program) and its text part is
 * logged, so a developer can follow a password-reset link.
 */
export function createEmailAdapter(env: Env): EmailAdapter {
  return ({ payload }) => {
    const outboxDir = path.join(env.dataDir, 'outbox')
    if (!env.smtpUrl && env.isProduction && !env.isDemo && !env.isBuild) {
      payload.logger.warn(`SMTP_URL is not set: e-mail is written to ${outboxDir} and nobody receives it.`)
    }
    const smtp = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null
    const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

    return {
      name: smtp ? 'smtp' : 'outbox',
      defaultFromAddress: env.emailFrom,
      defaultFromName: DEFAULT_FROM_NAME,
      sendEmail: async (message: SendEmailOptions) => {
        const mail = { ...message, from: message.from ?? { name: DEFAULT_FROM_NAME, address: env.emailFrom } }
        if (smtp) return smtp.sendMail(mail)
        const sent = await outbox.sendMail(mail)
        // `buffer: true` makes the built message a Buffer.
        const file = await saveToOutbox(outboxDir, String(mail.to), sent.message as Buffer)
        payload.logger.info(
          `E-mail to ${String(mail.to)}: ${mail.subject ?? ''} (saved to ${file})\n${typeof mail.text === 'string' ? mail.text : ''}`,
        )
        return sent
      },
    }
  }
}

async function saveToOutbox(dir: string, to: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const recipient = to.replace(/[^a-z0-9@._-]+/gi, '_').slice(0, 80)
  const file = path.join(dir, `${stamp}-${recipient}.eml`)
  await writeFile(file, message)
  return file
}
