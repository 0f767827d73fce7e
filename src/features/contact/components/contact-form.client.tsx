'use client'

import { useCallback, useState } from 'react'

import styles from '@/features/auth/components/auth-form.module.css'
import { EmailField, FormError, FormField } from '@/features/auth/components/form-field'
import { clearFormDraft, useFormDraft } from '@/features/auth/components/use-form-draft.client'
import { useFormSubmit } from '@/features/auth/components/use-form-submit.client'
import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'

import { CONTACT_MESSAGE_MAX, contactMessageSchema } from '../schema'

import own from './contact-form.module.css'

export type ContactFormValues = { name: string; email: string; mobile: string; subject: string; message: string }

const DRAFT_KEY = 'pcs:contact-draft'
const omitFromDraft: (keyof ContactFormValues)[] = []
const characters = new Intl.NumberFormat('en-IN')

export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent. We have e-mailed you a confirmation and will reply within one working day.'

/**
 * Name, e-mail, optional mobile, subject and message, checked by the server's own schema before
 * sending. What is typed is kept as a draft in this tab until the message has gone, so a reload, a
 * refusal or a lost connection never loses it. `initial` fills in a signed-in candidate's details.
 */
export function ContactForm({ initial }: { initial: ContactFormValues }) {
  const [values, setValues] = useState<ContactFormValues>(initial)
  const restore = useCallback((draft: Partial<ContactFormValues>) => setValues((current) => ({ ...current, ...draft })), [])
  useFormDraft(DRAFT_KEY, values, restore, omitFromDraft)

  const set = (name: keyof ContactFormValues, value: string) => setValues((current) => ({ ...current, [name]: value }))

  const { errors, formError, isPending, onSubmit } = useFormSubmit<ContactFormValues>({
    schema: contactMessageSchema,
    path: '/api/contact',
    values,
    invalidMessage: 'Check the highlighted fields.',
    refusals: 'toast',
    onSuccess: () => {
      setValues(initial)
      clearFormDraft(DRAFT_KEY)
      toast.success(CONTACT_SENT_MESSAGE, { toastId: 'contact-sent' })
    },
  })

  const messageLength = values.message.trim().length
  const messageHintId = 'contact-message-hint'
  const messageErrorId = errors.message ? 'contact-message-error' : undefined
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={own.heading}>
        Send us a message
      </h2>
      <FormError message={formError} />
      <div className={own.pair}>
        <FormField
          id="contact-name"
          label="Your name"
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
        label="Mobile number (optional)"
        type="tel"
        name="mobile"
        autoComplete="tel-national"
        inputMode="tel"
        hint="Only if you would like a call back: 10 digits, with or without +91."
        value={values.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        error={errors.mobile}
      />
      <FormField
        id="contact-subject"
        label="Subject"
        name="subject"
        hint="For example: Weekend batch for Mains, or Test series login"
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={errors.subject}
      />
      <FormField id="contact-message" label="Your message" error={errors.message} hint={`${characters.format(messageLength)} of ${characters.format(CONTACT_MESSAGE_MAX)} characters`}>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          className={`${styles.input} ${own.message}`}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[messageHintId, messageErrorId].filter(Boolean).join(' ')}
        />
      </FormField>
      <p className={styles.hint}>We use these details only to answer your message.</p>
      <WideButton type="submit" disabled={isPending}>
        {isPending ? 'Sending your message…' : 'Send message'}
      </WideButton>
    </form>
  )
}
