'use client'

import { useState } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'

import type { ProfileResult } from '../account.server'
import type { PasswordChangeInput, ProfileFields, UnlinkGoogleInput } from '@/domain/auth/schemas'
import { DISTRICTS } from '@/lib/punjab-districts'
import { LEADERBOARD_NAMES, type LeaderboardName } from '@/lib/leaderboard-names'
import inputStyles from '@/components/ui/text-input.module.css'
import { useSession } from '@/components/site/session.client'

import styles from './auth-form.module.css'
import { FormField } from '@/components/forms/form-field'
import { NewPasswordField, PasswordInput } from './password-input.client'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'

export function ProfileForm({ email, initial }: { email: string; initial: ProfileFields }) {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  const [values, setValues] = useState<ProfileFields>(initial)
  const { errors, isPending, onSubmit, prepare } = useFormSubmit<ProfileFields, Extract<ProfileResult, { ok: true }>>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.profileSchema),
    path: '/api/account/profile',
    values,
    refusals: 'toast',
    onSuccess: (result) => {
      setValues({ name: result.name, mobile: result.mobile, district: result.district, leaderboardName: result.leaderboardName })
      toast.success(t('account.detailsSaved'), { toastId: 'profile-saved' })
    },
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('account.details')}</h2>
      <FormField id="account-email" label={tf('fields.email')} type="email" value={email} readOnly hint={t('account.emailHint')} />
      <FormField
        id="account-name"
        label={tf('fields.fullName')}
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={errors.name}
      />
      <FormField
        id="account-mobile"
        label={tf('fields.mobile')}
        type="tel"
        autoComplete="tel-national"
        value={values.mobile}
        onChange={(event) => setValues({ ...values, mobile: event.target.value })}
        error={errors.mobile}
      />
      <FormField id="account-district" label={tf('fields.district')} hint={tf('districts.hint')} error={errors.district}>
        <select
          id="account-district"
          className={inputStyles.input}
          value={values.district ?? ''}
          onChange={(event) => setValues({ ...values, district: event.target.value })}
          aria-describedby={`account-district-hint${errors.district ? ' account-district-error' : ''}`}
          aria-invalid={errors.district ? true : undefined}
        >
          <option value="">{tf('districts.none')}</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {tf(`districts.${district}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="account-leaderboard-name"
        label={tf('fields.leaderboardName')}
        hint={tf('leaderboardName.hint')}
        error={errors.leaderboardName}
      >
        <select
          id="account-leaderboard-name"
          className={inputStyles.input}
          value={values.leaderboardName ?? 'initials'}
          onChange={(event) => setValues({ ...values, leaderboardName: event.target.value as LeaderboardName })}
          aria-describedby={`account-leaderboard-name-hint${errors.leaderboardName ? ' account-leaderboard-name-error' : ''}`}
          aria-invalid={errors.leaderboardName ? true : undefined}
        >
          {LEADERBOARD_NAMES.map((choice) => (
            <option key={choice} value={choice}>
              {tf(`leaderboardName.options.${choice}`)}
            </option>
          ))}
        </select>
      </FormField>
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('account.saving') : t('account.saveDetails')}
      </WideButton>
    </form>
  )
}

export function PasswordForm() {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  const [values, setValues] = useState<PasswordChangeInput>({ currentPassword: '', newPassword: '' })
  const { errors, isPending, onSubmit, prepare } = useFormSubmit<PasswordChangeInput>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.passwordChangeSchema),
    path: '/api/account/password',
    values,
    refusals: 'toast',
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '' })
      toast.success(t('account.passwordChanged'), { toastId: 'password-changed' })
    },
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account.changePassword')}</h2>
      <FormField id="current-password" label={tf('fields.currentPassword')} error={errors.currentPassword}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby={errors.currentPassword ? 'current-password-error' : undefined}
        />
      </FormField>
      <NewPasswordField
        id="new-password"
        label={tf('fields.newPassword')}
        value={values.newPassword}
        onChange={(newPassword) => setValues({ ...values, newPassword })}
        error={errors.newPassword}
      />
      <WideButton type="submit" variant="outlined" disabled={isPending}>
        {isPending ? t('account.changing') : t('account.changePassword')}
      </WideButton>
    </form>
  )
}

/**
 * The account's Google sign-in (ADR 051): linked, with *Unlink Google* behind the current password; or
 * how to link one.
 */
export function GoogleAccountForm({ linked: initiallyLinked }: { linked: boolean }) {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  const [linked, setLinked] = useState(initiallyLinked)
  const [values, setValues] = useState<UnlinkGoogleInput>({ currentPassword: '' })
  const { errors, isPending, onSubmit, prepare } = useFormSubmit<UnlinkGoogleInput>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.unlinkGoogleSchema),
    path: '/api/account/google',
    values,
    refusals: 'toast',
    onSuccess: () => {
      setValues({ currentPassword: '' })
      setLinked(false)
      toast.success(t('google.account.unlinked'), { toastId: 'google-unlinked' })
    },
  })
  if (!linked)
    return (
      <section aria-labelledby="google-heading">
        <h2 id="google-heading">{t('google.account.heading')}</h2>
        <p>{t('google.account.notLinked')}</p>
      </section>
    )
  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-labelledby="google-heading">
      <h2 id="google-heading">{t('google.account.heading')}</h2>
      <p>{t('google.account.linked')}</p>
      <FormField
        id="unlink-password"
        label={tf('fields.currentPassword')}
        error={errors.currentPassword}
        hint={t('google.account.unlinkHint')}
      >
        <PasswordInput
          id="unlink-password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues({ currentPassword: event.target.value })}
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby={['unlink-password-hint', errors.currentPassword ? 'unlink-password-error' : ''].filter(Boolean).join(' ')}
        />
      </FormField>
      <WideButton type="submit" variant="outlined" disabled={isPending}>
        {isPending ? t('google.account.unlinking') : t('google.account.unlink')}
      </WideButton>
    </form>
  )
}

export function SignOutButton() {
  const t = useTranslations('auth')
  const { signOut } = useSession()
  return (
    <WideButton variant="secondary" withArrow={false} onClick={() => void signOut()}>
      {t('account.logOut')}
    </WideButton>
  )
}
