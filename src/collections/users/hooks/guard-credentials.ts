import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access'
import { passwordSchema } from '@/domain/auth/schemas'
import { issueMessage } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

/**
 * Set in `req.context` only by the account page's password change, after it has checked the current
 * password (REST cannot set a request's context). The reset link needs no flag: Payload's reset
 * operation writes the new password without an update.
 */
export const CREDENTIALS_CHECKED = 'credentialsChecked'

export const PASSWORD_ON_ACCOUNT_PAGE_MESSAGE =
  'Change your password on your account page (/account): it asks for your current password first.'
export const EMAIL_BY_ADMIN_MESSAGE = 'Only an admin can change the e-mail address of an account.'

/**
 * A stolen session must not become a permanent takeover (issue 14): an account's e-mail address and
 * password change only through an admin or the account page, never by a plain update through the REST
 * API. And every password stored, whoever sets it, meets the site's password rules.
 */
export const guardCredentials: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const password = typeof data.password === 'string' && data.password !== '' ? data.password : undefined
  if (operation === 'update' && !isAdminUser(req.user) && req.context[CREDENTIALS_CHECKED] !== true) {
    const changesEmail = typeof data.email === 'string' && data.email.trim().toLowerCase() !== originalDoc?.email
    if (password !== undefined) throw fieldRefusal('password', PASSWORD_ON_ACCOUNT_PAGE_MESSAGE)
    if (changesEmail) throw fieldRefusal('email', EMAIL_BY_ADMIN_MESSAGE)
  }
  if (password !== undefined) {
    const checked = passwordSchema.safeParse(password)
    if (!checked.success)
      throw fieldRefusal('password', checked.error.issues.map((issue) => issueMessage(issue, fieldTranslator('en')))[0] ?? '')
  }
  return data
}

/**
 * A public 400 whose own message is the reason (Payload's REST answer in the production build keeps
 * only an error's message, not its field list), with the field in `data` for the admin to mark.
 */
export const fieldRefusal = (path: string, message: string) =>
  // Named by hand: the production build minifies class names, and Payload's answer drops a nameless error's message.
  Object.assign(new APIError(message, 400, { errors: [{ path, message }] }, true), { name: 'APIError' })
