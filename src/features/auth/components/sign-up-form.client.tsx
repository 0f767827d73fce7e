'use client'

import Link from 'next/link'
import { type FormEvent, type ReactNode, useCallback, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import { withLocale } from '@/i18n/locale'
import { routes, signInHref } from '@/lib/links'

import type { SignUpInput } from '@/domain/auth/schemas'

import { EmailField, FormError, FormField } from '@/components/forms/form-field'
import fieldStyles from '@/components/forms/form-field.module.css'
import { clearFormDraft, useFormDraft } from '@/components/forms/use-form-draft.client'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'
import { WithAddresses } from '@/components/forms/with-addresses'

import styles from './auth-form.module.css'
import { NewPasswordField } from './password-input.client'
import { useCompleteSignIn } from './use-complete-sign-in.client'

type SignUpValues = { name: string; email: string; mobile: string; password: string; terms: boolean }
type SignUpWithCode = SignUpValues & { code?: string }
const DRAFT_KEY = 'pcs:sign-up-draft'
const omitFromDraft: (keyof SignUpValues)[] = ['password']

/**
 * Full name, e-mail, mobile, password with a strength meter, terms; then the code e-mailed to the
 * address (ADR 015: the page answers alike for every address). Checked by the shared schema. Every
 * field stays on the page while the code is on its way, so nothing typed is lost.
 */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  const locale = useLocale()
  const completeSignIn = useCompleteSignIn(returnTo)
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', mobile: '', password: '', terms: false })
  const [code, setCode] = useState('')
  /** The "we have sent a code" message, once the first submit has been answered. */
  const [codeSent, setCodeSent] = useState<string | null>(null)
  const [active, setActive] = useState<'send-code' | 'create'>('send-code')
  const restore = useCallback((draft: Partial<SignUpValues>) => setValues((current) => ({ ...current, ...draft, password: '' })), [])
  useFormDraft(DRAFT_KEY, values, restore, omitFromDraft)

  const set = <K extends keyof SignUpValues>(name: K, value: SignUpValues[K]) => setValues((current) => ({ ...current, [name]: value }))

  const schema = () => import('@/domain/auth/schemas').then((module) => module.signUpSchema)
  const sendCode = useFormSubmit<SignUpWithCode, { ok: true; message: string }>({
    schema,
    path: '/api/auth/sign-up',
    values,
    announceInvalid: true,
    proofOfWork: true,
    onSuccess: (result) => setCodeSent(result.message),
  })
  const create = useFormSubmit<SignUpWithCode>({
    schema,
    path: '/api/auth/sign-up',
    values: { ...values, code },
    announceInvalid: true,
    proofOfWork: true,
    onSuccess: async () => {
      clearFormDraft(DRAFT_KEY)
      toast.success(t('signUp.welcome'), { toastId: 'signed-up' })
      await completeSignIn()
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const resend = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'resend'
    const action = codeSent && !resend ? 'create' : 'send-code'
    setActive(action)
    ;(action === 'create' ? create : sendCode).onSubmit(event)
  }
  const { errors, formError } = active === 'create' ? create : sendCode
  const isPending = sendCode.isPending || create.isPending

  const described = (name: keyof SignUpInput) => (errors[name] ? `${name}-error` : undefined)
  // The terms open beside the form, so nothing typed (the password is never kept as a draft) is lost.
  const legalLink = (href: string) =>
    function LegalLink(chunks: ReactNode) {
      return (
        <a href={withLocale(href, locale)} target="_blank" rel="noopener">
          {chunks}
        </a>
      )
    }
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={sendCode.prepare} noValidate>
      <FormError message={formError} />
      <FormField
        id="name"
        label={tf('fields.fullName')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <EmailField
        value={values.email}
        onChange={(email) => {
          set('email', email)
          // A code proves one address: another address needs its own.
          setCodeSent(null)
        }}
        error={errors.email}
      />
      <FormField
        id="mobile"
        label={tf('fields.mobile')}
        type="tel"
        name="mobile"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('signUp.mobileHint')}
        value={values.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        error={errors.mobile}
      />
      <NewPasswordField
        id="password"
        label={tf('fields.password')}
        value={values.password}
        onChange={(password) => set('password', password)}
        error={errors.password}
      />
      <div className={fieldStyles.field}>
        <div className={styles.checkbox}>
          <input
            id="terms"
            type="checkbox"
            name="terms"
            checked={values.terms}
            onChange={(event) => set('terms', event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={[described('terms'), 'terms-read'].filter(Boolean).join(' ')}
          />
          <label htmlFor="terms">{t('signUp.terms')}</label>
        </div>
        <p id="terms-read" className={fieldStyles.hint}>
          {t.rich('signUp.readTerms', { terms: legalLink(routes.terms.href()), privacy: legalLink(routes.privacy.href()) })}
        </p>
        {errors.terms ? (
          <p id="terms-error" className={fieldStyles.error}>
            {errors.terms}
          </p>
        ) : null}
      </div>
      <div role="status">
        {codeSent ? (
          <div className={styles.notice}>
            <p>
              <WithAddresses text={codeSent} />
            </p>
          </div>
        ) : null}
      </div>
      {codeSent ? (
        <FormField
          id="code"
          label={t('signUp.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
      ) : null}
      <WideButton type="submit" disabled={isPending}>
        {isPending ? (codeSent ? t('signUp.creating') : t('signUp.sendingCode')) : t('signUp.submit')}
      </WideButton>
      {codeSent ? (
        <button type="submit" name="intent" value="resend" className={styles.textButton} disabled={isPending}>
          {t('signUp.resend')}
        </button>
      ) : null}
      <div className={styles.links}>
        <span>{t.rich('signUp.haveAccount', { link: (chunks) => <Link href={signInHref(returnTo, locale)}>{chunks}</Link> })}</span>
      </div>
    </form>
  )
}
