import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

/**
 * A fresh React root in the document for each test of the file, unmounted after it: `render` (again,
 * to change props), `unmount` (the page goes away), `remount` (it comes back) and the `host` element to read.
 */
export function renderEachTestInto() {
  let host: HTMLDivElement | null = null
  let root: Root | null = null
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
  })
  afterEach(() => {
    act(() => root?.unmount())
    host?.remove()
  })
  return {
    render: (ui: ReactNode) => act(() => root!.render(ui)),
    unmount: () => act(() => root!.unmount()),
    /** The page is left and opened again: a new root in the same element, as after a reload. */
    remount: () => {
      act(() => root!.unmount())
      root = createRoot(host!)
    },
    get host() {
      return host!
    },
  }
}
