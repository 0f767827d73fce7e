'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

import { EmailField, FormError, FormField } from '@/components/forms/form-field'
import { WithAddresses } from '@/components/forms/with-addresses'
import { clearFormDraft, useFormDraft } from '@/components/forms/use-form-draft.client'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'
import { toast } from '@/components/ui/toast'
import inputStyles from '@/components/ui/text-input.module.css'
import { WideButton } from '@/components/ui/wide-button'

import { CONTACT_MESSAGE_MAX } from '../limits'

import styles from './contact-form.module.css'

export type ContactFormValues = { name: string; email: string; mobile: string; subject: string; message: string }

const DRAFT_KEY = 'pcs:contact-draft'
const omitFromDraft: (keyof ContactFormValues)[] = []

/** What the confirmation repeats of a message that has gone. */
type Sent = Pick<ContactFormValues, 'name' | 'email' | 'subject'> & { callBack: boolean }

/**
 * Name, e-mail, optional mobile, subject and message, checked by the server's own schema before
 * sending. What is typed is kept (and as a draft in this tab) until the message has gone, so a reload,
 * a refusal or a lost connection never loses it. Once it has gone, a confirmation takes the form's
 * place and stays, saying what happens next; the toast only announces it. `initial` fills in a
 * signed-in candidate's details. Needs the `contact` and `forms` namespaces.
 */
export function ContactForm({ initial }: { initial: ContactFormValues }) {
  const t = useTranslations('contact')
  const [values, setValues] = useState<ContactFormValues>(initial)
  const [sent, setSent] = useState<Sent | null>(null)
  const restore = useCallback((draft: Partial<ContactFormValues>) => setValues((current) => ({ ...current, ...draft })), [])
  useFormDraft(DRAFT_KEY, values, restore, omitFromDraft)

  const set = (name: keyof ContactFormValues, value: string) => setValues((current) => ({ ...current, [name]: value }))

  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit({
    schema: () => import('../schema').then((module) => module.contactMessageSchema),
    path: '/api/contact',
    values,
    announceInvalid: true,
    proofOfWork: true,
    refusals: 'toast',
    onSuccess: (_, { name, email, subject, mobile }) => {
      setSent({ name, email, subject, callBack: Boolean(mobile) })
      setValues(initial)
      clearFormDraft(DRAFT_KEY)
      toast.success(t('sent.toast'), { toastId: 'contact-sent' })
    },
  })

  if (sent) return <SentConfirmation sent={sent} onAnother={() => setSent(null)} />

  const messageLength = values.message.trim().length
  const messageHintId = 'contact-message-hint'
  const messageErrorId = errors.message ? 'contact-message-error' : undefined
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.heading}>
        {t('form.heading')}
      </h2>
      <FormError message={formError} />
      <div className={styles.pair}>
        <FormField
          id="contact-name"
          label={t('form.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <EmailField value={values.email} onChange={(email) => set('email', email)} error={errors.email} />
      </div>
      <FormField
        id="contact-mobile"
        label={t('form.mobile')}
        type="tel"
        name="mobile"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('form.mobileHint')}
        value={values.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        error={errors.mobile}
      />
      <FormField
        id="contact-subject"
        label={t('form.subject')}
        name="subject"
        hint={t('form.subjectHint')}
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={errors.subject}
      />
      <FormField
        id="contact-message"
        label={t('form.message')}
        error={errors.message}
        hint={t('form.used', { used: messageLength, max: CONTACT_MESSAGE_MAX })}
      >
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          className={`${inputStyles.input} ${styles.message}`}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[messageHintId, messageErrorId].filter(Boolean).join(' ')}
        />
      </FormField>
      <p className={styles.hint}>{t('form.privacy')}</p>
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('form.pending') : t('form.submit')}
      </WideButton>
    </form>
  )
}

/** Stays on the page after the message has gone: what was sent, where the confirmation went, what comes next. */
function SentConfirmation({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const t = useTranslations('contact')
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Focus moves to the confirmation, which took the place of the form the focus was in.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className={styles.sent} aria-labelledby="contact-sent-heading" data-testid="contact-sent">
      <h2 id="contact-sent-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('sent.heading')}
      </h2>
      <p>{t('sent.received', { name: sent.name, subject: sent.subject })}</p>
      <h3 className={styles.nextHeading}>{t('sent.nextHeading')}</h3>
      <ul className={styles.next}>
        <li>
          <WithAddresses text={t('sent.confirmation', { email: sent.email })} />
        </li>
        <li>{t('sent.reply', { callBack: sent.callBack ? 'yes' : 'no' })}</li>
        <li>{t('sent.addMore')}</li>
      </ul>
      <WideButton type="button" variant="outlined" onClick={onAnother}>
        {t('sent.another')}
      </WideButton>
    </section>
  )
}
