import 'server-only'

import type { Payload } from 'payload'

import { findStoredAccount } from '@/domain/auth/password-login.server'
import { secondFactorChangeSchema, secondFactorSetupSchema } from '@/domain/auth/schemas'
import { setSessionCookie } from '@/domain/auth/session-cookie.server'
import {
  accountWaitMessage,
  accountWaitSeconds,
  checkSetupCode,
  countWrongCode,
  newTextSetup,
  removeSecondFactor,
  replaceRecoveryCodes,
  saveSecondFactor,
} from '@/domain/auth/second-factor/second-factor.server'
import { isStaffRole, methodsFor, type SecondFactorMethod } from '@/domain/auth/second-factor/second-step'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { FormRequest, Refusal } from '@/lib/site-form.server'
import { maskMobile } from '@/lib/sms/sms.server'
import type { User } from '@/payload-types'

import { checkCurrentPassword } from './account.server'

/**
 * Two-step sign-in from the account page (ADR 052): turning it on (the app's or the text message's
 * first code, and the current password, so a borrowed session cannot lock its owner out), new
 * recovery codes, turning it off (candidates only: staff keep it). The sign-in's own step is
 * `@/domain/auth/second-factor`.
 */

export type TwoStepStatus = {
  method: SecondFactorMethod | null
  mobile: string | null
  mayTurnOff: boolean
  methods: readonly SecondFactorMethod[]
}

/** What the account page says of the account's two-step sign-in. */
export async function twoStepStatus(payload: Payload, user: Pick<User, 'id'>): Promise<TwoStepStatus> {
  const account = await findStoredAccount(payload, { id: user.id })
  const method = account?.secondFactor === 'totp' || account?.secondFactor === 'sms' ? account.secondFactor : null
  return {
    method,
    mobile: account?.mobile ? maskMobile(account.mobile) : null,
    mayTurnOff: !isStaffRole(account?.role),
    methods: account ? methodsFor(account) : [],
  }
}

type WithCodes = { ok: true; recoveryCodes?: string[] }

/** `POST /api/account/two-step` with `method`, `setupToken`, `code`, `currentPassword`: turns it on and answers the recovery codes. */
export async function setUpTwoStep(payload: Payload, user: User, input: unknown, request: FormRequest): Promise<WithCodes | Refusal> {
  const forms = getTranslator(request.locale, 'forms')
  const parsed = secondFactorSetupSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, message: forms('checkFields'), fieldErrors: fieldErrors(parsed.error, fieldTranslator(request.locale)) }
  const account = await findStoredAccount(payload, { id: user.id })
  if (!account || !methodsFor(account).includes(parsed.data.method))
    return { ok: false, message: getTranslator(request.locale, 'auth')('twoStep.staffAppOnly'), status: 403 }
  const wait = await accountWaitSeconds(account.id)
  if (wait > 0) return { ok: false, message: accountWaitMessage(wait, request.locale), retryAfterSeconds: wait }
  const checked = await checkCurrentPassword(payload, user, parsed.data.currentPassword, request)
  if (!checked.ok) return checked
  await setSessionCookie(payload, checked.session.token)
  const code = await checkSetupCode(account, parsed.data.method, parsed.data.setupToken, parsed.data.code)
  if (!code.ok) {
    if (code.expired) return { ok: false, message: forms('errors.secondStepSetupExpired') }
    await countWrongCode(account.id)
    return {
      ok: false,
      message: forms('checkFields'),
      fieldErrors: { code: getTranslator(request.locale, 'auth')('twoStep.wrongFirstCode') },
    }
  }
  return {
    ok: true,
    recoveryCodes: await saveSecondFactor(payload, account.id, { method: parsed.data.method, secret: code.secret, step: code.step }),
  }
}

/** `POST /api/account/two-step/text`: texts the first code to the account's mobile; answers the setup token that checks it. */
export async function textFirstCode(
  payload: Payload,
  user: User,
  _input: unknown,
  request: FormRequest,
): Promise<{ ok: true; setupToken: string } | Refusal> {
  const t = getTranslator(request.locale, 'auth')
  const account = await findStoredAccount(payload, { id: user.id })
  if (!account || !methodsFor(account).includes('sms')) return { ok: false, message: t('twoStep.staffAppOnly'), status: 403 }
  if (!account.mobile) return { ok: false, message: t('twoStep.noMobile'), status: 409 }
  const setupToken = await newTextSetup(payload, account, request.locale)
  return setupToken ? { ok: true, setupToken } : { ok: false, message: t('twoStep.textFailed'), status: 503 }
}

/** `POST /api/account/two-step/change` with `action` and `currentPassword`: new recovery codes, or off (candidates only). */
export async function changeTwoStep(payload: Payload, user: User, input: unknown, request: FormRequest): Promise<WithCodes | Refusal> {
  const t = getTranslator(request.locale, 'auth')
  const parsed = secondFactorChangeSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(request.locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(request.locale)),
    }
  const account = await findStoredAccount(payload, { id: user.id })
  if (!account?.secondFactor) return { ok: false, message: t('twoStep.notOn'), status: 409 }
  if (parsed.data.action === 'turn-off' && isStaffRole(account.role)) return { ok: false, message: t('twoStep.staffKeepIt'), status: 403 }
  const checked = await checkCurrentPassword(payload, user, parsed.data.currentPassword, request)
  if (!checked.ok) return checked
  await setSessionCookie(payload, checked.session.token)
  if (parsed.data.action === 'turn-off') {
    await removeSecondFactor(payload, account.id)
    return { ok: true }
  }
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(payload, account.id) }
}
