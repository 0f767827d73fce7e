'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { loadedToasts, loadToasts, subscribeToToasts } from './toast'

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Where the toast container mounts (every public page, bare ones included). It mounts once the toasts
 * have loaded: on the first toast, or on the visitor's first interaction with the page, whichever
 * comes first (`./toast`).
 */
export function Toaster() {
  const runtime = useSyncExternalStore(subscribeToToasts, loadedToasts, () => undefined)
  useEffect(() => {
    const preload = () => {
      stop()
      loadToasts().catch(() => undefined)
    }
    const stop = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, preload, true)
    }
    for (const type of FIRST_INTERACTION) document.addEventListener(type, preload, { capture: true, passive: true })
    return stop
  }, [])
  return runtime ? <runtime.ToastContainerView /> : null
}
