'use client'

import { useEffect } from 'react'

import { GOOGLE_POPUP, type GooglePopupMessage } from '../google/google-popup'

/**
 * Google sign-in's last page, in its window: tells the page that opened it what happened (on the
 * BroadcastChannel, and through `window.opener` when the browser kept it) and closes the window. Reached
 * the whole-page way, signed in, it goes on to `goOnTo`; otherwise it stays, with its message and link.
 */
export function GooglePopupReport({ message, goOnTo }: { message: GooglePopupMessage | null; goOnTo: string | null }) {
  useEffect(() => {
    if (!message) {
      // The whole-page way, signed in: on to where the candidate was headed.
      if (goOnTo) window.location.replace(goOnTo)
      return
    }
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(GOOGLE_POPUP.channel) : null
    channel?.postMessage(message)
    channel?.close()
    try {
      window.opener?.postMessage(message, window.location.origin)
    } catch {
      // The opener is gone or elsewhere: the channel has told it.
    }
    if (window.name === GOOGLE_POPUP.name || window.opener) window.close()
  }, [message, goOnTo])
  return null
}
