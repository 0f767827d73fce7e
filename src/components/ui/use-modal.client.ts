'use client'

import { useEffect, useRef } from 'react'

/**
 * A native modal <dialog> opened and closed by `isOpen` (the browser traps the focus and closes it on
 * Escape). When it opens, the safe choice (`safeRef`, "Keep writing", "Back to the test") takes the
 * focus: a second Enter from the button that opened it must not confirm.
 */
export function useModal(isOpen: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const safeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      dialog.showModal()
      safeRef.current?.focus()
    }
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])
  return { dialogRef, safeRef }
}
