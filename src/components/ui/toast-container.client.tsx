'use client'

import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled'
// The library's style sheet (15 kB, twice in every document if the layout imported it) loads with the container.
import 'react-toastify/ReactToastify.css'
import { useTranslations } from 'use-intl'

/** The library's own `toast`, from the same module as the container; the site raises toasts through `./toast`. */
export { toast } from 'react-toastify/unstyled'

/**
 * The one toast container, on every public page once a toast is due (`./toaster.client`) (bare ones included), set up as the spec's section 9
 * says: top-center, 5 s auto-close, newest on top, paused on hover and when the window loses focus,
 * draggable (dismissed past 80% of its width), not closed by a click, light theme. Alt+T focuses the
 * notifications (the library's default hot key).
 */
export function ToastContainerView() {
  const t = useTranslations('common')
  const tShell = useTranslations('shell')
  return (
    <ToastContainer
      aria-label={tShell('notifications')}
      closeButton={(props: CloseButtonProps) => <CloseButton {...props} label={t('close')} />}
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

/** The library's close button with its name in the page's language (the library's says "close"). */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  )
}
