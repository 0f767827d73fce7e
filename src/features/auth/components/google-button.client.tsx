'use client'

import { useRouter } from 'next/navigation'
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { FormError } from '@/components/forms/form-field'
import { withLocale } from '@/i18n/locale'
import { linkGoogleHref, routes } from '@/lib/links'

import { GOOGLE_POPUP, type GoogleOutcome, googleStartHref, isGooglePopupMessage, outcomeMessageKey } from '../google/google-popup'
import styles from './auth-form.module.css'
import { useCompleteSignIn } from './use-complete-sign-in.client'

type Pending = { id: string; popup: Window; timer: number; closedAt: number | null }

/** A request's name, unguessable by another tab (crypto.randomUUID needs https; this works on a LAN demo too). */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * "Continue with Google" (issue 19, part 1; ADR 051), as the spec's sign-in popup behaves: a 500 × 600
 * window; a newer click reuses it and cancels the earlier request; a window closed by its reader is
 * noticed within two seconds and said so; a blocked window falls back to the whole page going to
 * Google and back. Without JavaScript it is a plain link doing the same. The window's last page reports
 * over a BroadcastChannel and `window.opener`; only the newest request's report counts.
 */
export function GoogleButton({ returnTo, initialOutcome }: { returnTo: string; initialOutcome?: GoogleOutcome | null }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const router = useRouter()
  const completeSignIn = useCompleteSignIn(returnTo)
  const [message, setMessage] = useState(() =>
    initialOutcome && initialOutcome !== 'signed-in' ? t(`google.outcome.${outcomeMessageKey[initialOutcome]}`) : null,
  )
  const [waiting, setWaiting] = useState(false)
  const pending = useRef<Pending | null>(null)

  const stopWaiting = useCallback(() => {
    if (pending.current) window.clearInterval(pending.current.timer)
    pending.current = null
    setWaiting(false)
  }, [])

  const settle = useCallback(
    (outcome: GoogleOutcome) => {
      stopWaiting()
      if (outcome === 'signed-in') void completeSignIn()
      else if (outcome === 'link-needed') router.push(linkGoogleHref(returnTo, locale === 'pa' ? 'pa' : 'en'))
      else if (outcome === 'second-step') router.push(withLocale(routes.secondStep.href(), locale === 'pa' ? 'pa' : 'en'))
      else setMessage(t(`google.outcome.${outcomeMessageKey[outcome]}`))
    },
    [completeSignIn, locale, returnTo, router, stopWaiting, t],
  )

  useEffect(() => {
    const receive = (data: unknown) => {
      if (isGooglePopupMessage(data) && data.popup === pending.current?.id) settle(data.outcome)
    }
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(GOOGLE_POPUP.channel) : null
    if (channel) channel.onmessage = (event) => receive(event.data)
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data)
    }
    window.addEventListener('message', onMessage)
    return () => {
      channel?.close()
      window.removeEventListener('message', onMessage)
      if (pending.current) window.clearInterval(pending.current.timer)
    }
  }, [settle])

  const redirectHref = googleStartHref({ mode: 'redirect', next: returnTo, locale })

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setMessage(null)
    const id = newRequestId()
    const left = Math.max(0, window.screenX + (window.outerWidth - GOOGLE_POPUP.width) / 2)
    const top = Math.max(0, window.screenY + (window.outerHeight - GOOGLE_POPUP.height) / 2)
    const popup = window.open(
      googleStartHref({ mode: 'popup', popup: id, next: returnTo, locale }),
      GOOGLE_POPUP.name,
      `popup,width=${GOOGLE_POPUP.width},height=${GOOGLE_POPUP.height},left=${Math.round(left)},top=${Math.round(top)}`,
    )
    if (!popup) {
      // Blocked: the whole page goes to Google and comes back.
      window.location.assign(redirectHref)
      return
    }
    // The same window, sent to a new start: the earlier request can no longer finish, and is forgotten.
    if (pending.current) window.clearInterval(pending.current.timer)
    popup.focus()
    const timer = window.setInterval(() => {
      const current = pending.current
      if (!current?.popup.closed) return
      current.closedAt ??= Date.now()
      // A report sent just before the window closed may still be on its way.
      if (Date.now() - current.closedAt >= GOOGLE_POPUP.closedGraceMs) {
        stopWaiting()
        // A report that never came (a browser that cut the window off from this page) but a sign-in that
        // happened: the session says so. Otherwise the reader closed it.
        void fetch('/api/session', { cache: 'no-store' })
          .then((response) => (response.ok ? (response.json() as Promise<{ user: unknown }>) : { user: null }))
          .catch(() => ({ user: null }))
          .then(({ user }) => (user ? settle('signed-in') : setMessage(t('google.outcome.closed'))))
      }
    }, GOOGLE_POPUP.pollMs)
    pending.current = { id, popup, timer, closedAt: null }
    setWaiting(true)
  }

  return (
    <div className={styles.google}>
      <a href={redirectHref} className={styles.googleButton} onClick={open} aria-busy={waiting || undefined} rel="nofollow">
        <GoogleMark />
        <span>{t('google.continue')}</span>
      </a>
      {waiting ? (
        <p className={styles.googleNote} role="status">
          {t('google.waiting')}
        </p>
      ) : null}
      <FormError id="google-error" message={message} />
    </div>
  )
}

/** Google's "G", drawn as Google's brand guidelines give it. */
function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}
