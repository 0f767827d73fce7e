'use client'

import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'

import {
  classifyProtectedKey,
  COPY_BLOCKED_MESSAGE,
  isInsideFormField,
  PRINT_BLOCKED_MESSAGE,
  SCREENSHOT_BLOCKED_MESSAGE,
} from './protected-keys'

/**
 * Deters copying, screenshots and printing on the public site (ADR 005: it deters, it cannot secure).
 * The print stylesheet in globals.css covers printing from the browser menu.
 */
export function ContentProtection() {
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if (isInsideFormField(event.target)) return
      event.preventDefault()
      toast.warning(COPY_BLOCKED_MESSAGE, { toastId: 'copy-blocked' })
    }

    const onKey = (event: KeyboardEvent) => {
      const action = classifyProtectedKey(event)
      if (!action) return
      event.preventDefault()
      if (action === 'print') {
        toast.warning(PRINT_BLOCKED_MESSAGE, { toastId: 'print-blocked' })
        return
      }
      toast.warning(SCREENSHOT_BLOCKED_MESSAGE, { toastId: 'screenshot-blocked' })
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
  }, [])

  return null
}
