'use client'

import { useState } from 'react'
import { useTranslations } from 'use-intl'

import { FormError, FormField } from '@/components/forms/form-field'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'
import inputStyles from '@/components/ui/text-input.module.css'
import { WideButton } from '@/components/ui/wide-button'
import { indianStates } from '@/domain/purchases/gst'

import styles from './purchases.module.css'

type CheckoutValues = { product: string; buyerName: string; buyerState: string }
type HostedCheckout = { action: string; fields: Record<string, string> }
type Started = { ok: true; orderHref: string; checkout: HostedCheckout }

/** Posts the gateway's form as the browser would a plain HTML form: the candidate leaves for the hosted page. */
export function goToGateway({ action, fields }: HostedCheckout) {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/**
 * The checkout's billing details (ADR 053): the name and state the GST invoice names. Sending them
 * makes the order on the server at today's price and takes the candidate to the gateway's page; a
 * refusal (already enrolled, the gateway down) is said above the form and nothing typed is lost.
 * Needs the `purchases` and `forms` namespaces.
 */
export function CheckoutForm({
  product,
  amount,
  initial,
}: {
  product: string
  amount: string
  initial: { buyerName: string; buyerState: string }
}) {
  const t = useTranslations('purchases')
  const [values, setValues] = useState<CheckoutValues>({ product, ...initial })
  const [leaving, setLeaving] = useState(false)
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<CheckoutValues, Started>({
    schema: () => import('../schema').then((module) => module.checkoutSchema),
    path: '/api/purchases',
    values,
    announceInvalid: true,
    onSuccess: (started) => {
      setLeaving(true)
      // Back from the gateway without paying, the order's page offers to pay again.
      window.history.replaceState(null, '', started.orderHref)
      goToGateway(started.checkout)
    },
  })
  const busy = isPending || leaving
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="billing-heading">
      <h2 id="billing-heading">{t('checkout.billing')}</h2>
      <FormError message={formError} />
      <FormField
        id="checkout-name"
        label={t('checkout.buyerName')}
        name="buyerName"
        autoComplete="name"
        value={values.buyerName}
        onChange={(event) => setValues({ ...values, buyerName: event.target.value })}
        error={errors.buyerName}
      />
      <FormField id="checkout-state" label={t('checkout.buyerState')} hint={t('checkout.buyerStateHint')} error={errors.buyerState}>
        <select
          id="checkout-state"
          name="buyerState"
          autoComplete="address-level1"
          className={inputStyles.input}
          value={values.buyerState}
          onChange={(event) => setValues({ ...values, buyerState: event.target.value })}
          aria-describedby={`checkout-state-hint${errors.buyerState ? ' checkout-state-error' : ''}`}
          aria-invalid={errors.buyerState ? true : undefined}
        >
          {indianStates.map((state) => (
            <option key={state.code} value={state.code}>
              {t(`states.${state.code}`)}
            </option>
          ))}
        </select>
      </FormField>
      <WideButton type="submit" disabled={busy} aria-describedby="checkout-secure">
        {busy ? t('checkout.paying') : t('checkout.pay', { amount })}
      </WideButton>
      <p id="checkout-secure" className={styles.secure}>
        {t('checkout.secure')}
      </p>
    </form>
  )
}
