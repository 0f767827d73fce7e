'use client'

import { useEffect } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'

import { classifyProtectedKey, isInsideFormField } from './protected-keys'

/**
 * Deters copying, screenshots and printing on the public site (ADR 005: it deters, it cannot secure).
 * The print stylesheet in globals.css covers printing from the browser menu.
 */
export function ContentProtection() {
  // The spec's two warnings (copy, screenshot) and a print warning worded like them, in the page's language.
  const t = useTranslations('shell.protection')
  useEffect(() => {
    const [copyBlocked, screenshotBlocked, printBlocked] = [t('copyBlocked'), t('screenshotBlocked'), t('printBlocked')]
    const onCopy = (event: ClipboardEvent) => {
      if (isInsideFormField(event.target)) return
      event.preventDefault()
      toast.warning(copyBlocked, { toastId: 'copy-blocked' })
    }

    const onKey = (event: KeyboardEvent) => {
      const action = classifyProtectedKey(event)
      if (!action) return
      event.preventDefault()
      if (action === 'print') {
        toast.warning(printBlocked, { toastId: 'print-blocked' })
        return
      }
      toast.warning(screenshotBlocked, { toastId: 'screenshot-blocked' })
      // Windows copies a PrintScreen capture to the clipboard; overwrite it where the browser lets us.
      if (event.key === 'PrintScreen') navigator.clipboard?.writeText('').catch(() => undefined)
    }

    // Windows sends only a keyup for PrintScreen; the toast id keeps the pair from showing two toasts.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'PrintScreen' || event.code === 'PrintScreen') onKey(event)
    }

    document.addEventListener('copy', onCopy)
    document.addEventListener('keydown', onKey)
    document.addEventListener('keyup', onKeyUp)
    // Marks the page as guarded, for styles and for tests that must not act before it is.
    document.documentElement.dataset.contentProtection = 'on'
    return () => {
      delete document.documentElement.dataset.contentProtection
      document.removeEventListener('copy', onCopy)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('keyup', onKeyUp)
    }
  }, [t])

  return null
}
