'use client'

import { ToastContainer } from 'react-toastify/unstyled'

/**
 * The one toast container, on every public page (bare ones included), set up as the spec's section 9
 * says: top-center, 5 s auto-close, newest on top, paused on hover and when the window loses focus,
 * draggable (dismissed past 80% of its width), not closed by a click, light theme. Alt+T focuses the
 * notifications (the library's default hot key).
 */
export function Toaster() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={5000}
      newestOnTop
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick={false}
      theme="light"
    />
  )
}
