import 'server-only'

import type { Payload } from 'payload'

import { sendSiteEmail } from '@/lib/email/send.server'

import { secondFactorResetEmail } from '../emails'

/** Tells the account holder an admin reset their two-step sign-in (the users collection's afterChange hook). */
export async function tellAccountOfReset(payload: Payload, account: { email: string; name: string }): Promise<void> {
  await sendSiteEmail(payload, account.email, secondFactorResetEmail(account.name)).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Could not send the two-step sign-in reset e-mail' }),
  )
}
