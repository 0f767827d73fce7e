'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocale, useTranslations } from 'use-intl'

import { FormError, FormField } from '@/components/forms/form-field'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'
import { postForm } from '@/components/forms/post-form.client'
import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import type { SecondFactorChangeInput, SecondFactorSetupInput, SecondStepInput } from '@/domain/auth/schemas'
import type { SecondFactorMethod } from '@/domain/auth/second-factor/second-step'
import { withLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

import inputStyles from '@/components/ui/text-input.module.css'

import styles from './auth-form.module.css'
import { PasswordInput } from './password-input.client'
import { useCompleteSignIn } from './use-complete-sign-in.client'

type WithCodes = { ok: true; recoveryCodes?: string[] }

/** The one-time code box: digits from the app or the text, or a recovery code; filled in by the phone's keyboard suggestion. */
function CodeField({ value, onChange, error, hint }: { value: string; onChange: (value: string) => void; error?: string; hint?: string }) {
  const t = useTranslations('auth')
  return (
    <FormField
      id="code"
      name="code"
      label={t('twoStep.codeLabel')}
      error={error}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      className={`${inputStyles.input} ${styles.code}`}
    />
  )
}

/**
 * A sign-in's second step (ADR 052): the code, or for staff the new app's first code (`setupToken`
 * carries the secret the page showed); then the recovery codes once, and on to where they were headed.
 */
export function SecondStepForm({ setupToken, recoveryHint }: { setupToken?: string; recoveryHint: boolean }) {
  const t = useTranslations('auth')
  const [values, setValues] = useState<SecondStepInput>({ code: '', ...(setupToken ? { setupToken } : {}) })
  const [done, setDone] = useState<{ returnTo: string; codes?: string[] } | null>(null)
  const completeSignIn = useCompleteSignIn(done?.returnTo ?? '/')
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<SecondStepInput, WithCodes & { returnTo: string }>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.secondStepSchema),
    path: '/api/auth/two-step',
    values,
    onSuccess: (result) => setDone({ returnTo: result.returnTo, codes: result.recoveryCodes }),
  })
  // Signed in: every tab's header learns it, then on to where they were headed (after the recovery codes, if any).
  useEffect(() => {
    if (done && !done.codes) void completeSignIn()
  }, [done, completeSignIn])
  if (done?.codes)
    return <RecoveryCodes codes={done.codes} onDone={() => setDone({ returnTo: done.returnTo })} doneLabel={t('twoStep.savedContinue')} />
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      aria-describedby={formError ? 'two-step-error' : undefined}
    >
      <FormError id="two-step-error" message={formError} />
      {setupToken ? <input type="hidden" name="setupToken" value={setupToken} /> : null}
      <CodeField
        value={values.code}
        onChange={(code) => setValues({ ...values, code })}
        error={errors.code}
        hint={recoveryHint ? t('twoStep.recoveryHint') : undefined}
      />
      <WideButton type="submit" disabled={isPending || done !== null}>
        {isPending || done ? t('twoStep.pending') : setupToken ? t('twoStep.enrolSubmit') : t('twoStep.submit')}
      </WideButton>
    </form>
  )
}

/** The ten recovery codes, shown once: copy, download, then go on. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const t = useTranslations('auth')
  const text = codes.join('\n')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('twoStep.copied'), { toastId: 'codes-copied' })
    } catch {
      // No clipboard (an old browser, a denied permission): the codes stay on screen to copy by hand.
    }
  }
  return (
    <section className={styles.form} aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">{t('twoStep.recoveryTitle')}</h2>
      <p>{t('twoStep.recoveryLead')}</p>
      <ol className={styles.codes} aria-label={t('twoStep.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.links}>
        <button type="button" className={styles.textButton} onClick={() => void copy()}>
          {t('twoStep.copyCodes')}
        </button>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`} download="recovery-codes.txt">
          {t('twoStep.downloadCodes')}
        </a>
      </div>
      <WideButton type="button" onClick={onDone}>
        {doneLabel}
      </WideButton>
    </section>
  )
}

/** The current password box the account's two-step forms share. */
function ConfirmPassword({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  return (
    <FormField id={id} label={tf('fields.currentPassword')} error={error} hint={t('twoStep.passwordFirst')}>
      <PasswordInput
        id={id}
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
    </FormField>
  )
}

export type TwoStepCardStatus = { method: SecondFactorMethod | null; mobile: string | null; mayTurnOff: boolean; staff: boolean }

/** The account page's card: whether two-step sign-in is on, and with the current password new recovery codes or off. */
export function TwoStepCard({ status }: { status: TwoStepCardStatus }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const [method, setMethod] = useState(status.method)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [values, setValues] = useState<SecondFactorChangeInput>({ action: 'new-recovery-codes', currentPassword: '' })
  const { errors, isPending, onSubmit, prepare } = useFormSubmit<SecondFactorChangeInput, WithCodes>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.secondFactorChangeSchema),
    path: '/api/account/two-step/change',
    values,
    refusals: 'toast',
    onSuccess: (result) => {
      setValues({ ...values, currentPassword: '' })
      if (result.recoveryCodes) setCodes(result.recoveryCodes)
      else {
        setMethod(null)
        toast.success(t('twoStep.turnedOff'), { toastId: 'two-step-off' })
      }
    },
  })
  const formRef = useRef<HTMLFormElement>(null)
  // Two buttons, one password: the button pressed says what the form asks for.
  const ask = (action: SecondFactorChangeInput['action']) => {
    flushSync(() => setValues((current) => ({ ...current, action })))
    formRef.current?.requestSubmit()
  }
  const heading = <h2 id="two-step-heading">{t('twoStep.title')}</h2>
  if (codes)
    return (
      <div aria-labelledby="two-step-heading">
        {heading}
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel={t('twoStep.backToAccount')} />
      </div>
    )
  if (!method)
    return (
      <section aria-labelledby="two-step-heading" className={styles.form}>
        {heading}
        <p>{status.staff ? t('twoStep.staffNote') : t('twoStep.off')}</p>
        <WideButton href={withLocale(routes.twoStepSetup.href(), locale)} variant="outlined">
          {t('twoStep.setUp')}
        </WideButton>
      </section>
    )
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="two-step-heading">
      {heading}
      <p>{method === 'sms' && status.mobile ? t('twoStep.onText', { mobile: status.mobile }) : t('twoStep.onApp')}</p>
      {status.staff ? <p>{t('twoStep.staffNote')}</p> : null}
      <ConfirmPassword
        id="two-step-password"
        value={values.currentPassword}
        onChange={(currentPassword) => setValues({ ...values, currentPassword })}
        error={errors.currentPassword}
      />
      <WideButton type="button" variant="outlined" disabled={isPending} onClick={() => ask('new-recovery-codes')}>
        {t('twoStep.newCodes')}
      </WideButton>
      {status.mayTurnOff ? (
        <WideButton type="button" variant="outlined" disabled={isPending} onClick={() => ask('turn-off')}>
          {t('twoStep.turnOff')}
        </WideButton>
      ) : null}
    </form>
  )
}

export type TotpSetupView = { setupToken: string; spelled: string; qrSvg: string }

/**
 * Turning two-step sign-in on from the account: an authenticator app (the QR code and key the page
 * made) or, for candidates with a mobile number, a text message; the first code and the current
 * password; then the recovery codes once.
 */
export function TwoStepSetupForm({
  methods,
  mobile,
  totp,
  email,
  returnTo,
}: {
  methods: readonly SecondFactorMethod[]
  mobile: string | null
  totp: TotpSetupView
  email: string
  returnTo: string
}) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const router = useRouter()
  const [values, setValues] = useState<SecondFactorSetupInput>({
    method: 'totp',
    setupToken: totp.setupToken,
    code: '',
    currentPassword: '',
  })
  const [textToken, setTextToken] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<SecondFactorSetupInput, WithCodes>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.secondFactorSetupSchema),
    path: '/api/account/two-step',
    values,
    onSuccess: (result) => {
      toast.success(t('twoStep.turnedOn'), { toastId: 'two-step-on' })
      setCodes(result.recoveryCodes ?? [])
    },
  })
  const choose = (method: SecondFactorMethod) =>
    setValues({ ...values, method, code: '', setupToken: method === 'totp' ? totp.setupToken : (textToken ?? '') })
  const sendText = async () => {
    setSending(true)
    try {
      const result = (await postForm('/api/account/two-step/text', {}, locale === 'pa' ? 'pa' : 'en')) as {
        ok: boolean
        setupToken?: string
        message?: string
      }
      if (result.ok && result.setupToken) {
        setTextToken(result.setupToken)
        setValues((current) => ({ ...current, setupToken: result.setupToken! }))
        toast.success(t('twoStep.textSent', { mobile: mobile ?? '' }), { toastId: 'two-step-text' })
      } else toast.error(result.message ?? t('twoStep.textFailed'), { toastId: 'two-step-text' })
    } catch {
      toast.error(t('twoStep.textFailed'), { toastId: 'two-step-text' })
    } finally {
      setSending(false)
    }
  }
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          router.replace(returnTo)
          router.refresh()
        }}
        doneLabel={t('twoStep.savedContinue')}
      />
    )
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-describedby={formError ? 'setup-error' : undefined}>
      <FormError id="setup-error" message={formError} />
      {methods.length > 1 ? (
        <fieldset className={styles.methods}>
          <legend>{t('twoStep.chooseMethod')}</legend>
          <label>
            <input type="radio" name="method" checked={values.method === 'totp'} onChange={() => choose('totp')} />
            {t('twoStep.methodApp')}
          </label>
          <label>
            <input type="radio" name="method" checked={values.method === 'sms'} disabled={!mobile} onChange={() => choose('sms')} />
            {mobile ? t('twoStep.methodText', { mobile }) : t('twoStep.methodTextNoMobile')}
          </label>
        </fieldset>
      ) : null}
      {values.method === 'totp' ? (
        <TotpInstructions totp={totp} email={email} />
      ) : (
        <div className={styles.form}>
          <WideButton type="button" variant="outlined" disabled={sending} onClick={() => void sendText()}>
            {t('twoStep.sendText')}
          </WideButton>
          <p>{t('twoStep.enterTextCode')}</p>
        </div>
      )}
      <CodeField value={values.code} onChange={(code) => setValues({ ...values, code })} error={errors.code ?? errors.setupToken} />
      <ConfirmPassword
        id="setup-password"
        value={values.currentPassword}
        onChange={(currentPassword) => setValues({ ...values, currentPassword })}
        error={errors.currentPassword}
      />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('twoStep.pending') : t('twoStep.setupSubmit')}
      </WideButton>
      <div className={styles.links}>
        <Link href={returnTo}>{t('twoStep.backToAccount')}</Link>
      </div>
    </form>
  )
}

/** Scan the QR code, or type the key: the same words on the sign-in's setup and the account's. */
export function TotpInstructions({ totp, email }: { totp: Pick<TotpSetupView, 'qrSvg' | 'spelled'>; email: string }) {
  const t = useTranslations('auth')
  return (
    <div className={styles.setup}>
      <p>{t('twoStep.scan')}</p>
      {/* The SVG is the server's own drawing of the secret's otpauth address (qrcode), not anything a user typed. */}
      <div className={styles.qr} role="img" aria-label={t('twoStep.qrLabel', { email })} dangerouslySetInnerHTML={{ __html: totp.qrSvg }} />
      <p>{t('twoStep.manual')}</p>
      <p className={styles.secret} translate="no">
        {totp.spelled}
      </p>
      <p>{t('twoStep.enterCode')}</p>
    </div>
  )
}
