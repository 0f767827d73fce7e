import type { ToastOptions } from 'react-toastify/unstyled'

/**
 * The one way to raise a toast (spec 9). The library and its container are not part of the page's
 * first JavaScript (issue 17's budget): they load with the first toast, or earlier, on the visitor's
 * first interaction (`Toaster`), so a toast about a lost network still finds them loaded. A toast
 * raised before the container has mounted waits in the library's queue and shows, in order, once it
 * has. The toast module and the container are one module, so a toast always reaches the container.
 */
type ToastRuntime = typeof import('./toast-container.client')
type Kind = 'success' | 'error' | 'info' | 'warning'

let loading: Promise<ToastRuntime> | undefined
let loaded: ToastRuntime | undefined
const listeners = new Set<() => void>()

/** Loads the toasts once; a load that failed (the network was lost) is tried again on the next call. */
export function loadToasts(): Promise<ToastRuntime> {
  loading ??= import('./toast-container.client').then(
    (runtime) => {
      loaded = runtime
      for (const listener of listeners) listener()
      return runtime
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** For `useSyncExternalStore`: the loaded toasts, once they are. */
export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
export const loadedToasts = (): ToastRuntime | undefined => loaded

function raise(kind: Kind, message: string, options?: Pick<ToastOptions, 'toastId'>) {
  if (loaded) loaded.toast[kind](message, options)
  else
    loadToasts().then(
      (runtime) => runtime.toast[kind](message, options),
      // Nowhere to show it: the toasts could not load (offline before any interaction). The forms
      // that raise toasts also say what happened beside their fields.
      () => undefined,
    )
}

export const toast = {
  success: (message: string, options?: Pick<ToastOptions, 'toastId'>) => raise('success', message, options),
  error: (message: string, options?: Pick<ToastOptions, 'toastId'>) => raise('error', message, options),
  info: (message: string, options?: Pick<ToastOptions, 'toastId'>) => raise('info', message, options),
  warning: (message: string, options?: Pick<ToastOptions, 'toastId'>) => raise('warning', message, options),
}
