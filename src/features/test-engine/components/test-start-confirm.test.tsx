// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { TestStartConfirm } from './test-start-confirm.client'

const labels = { confirm: 'I have read and understood the instructions.', start: 'Start test', tickFirst: 'Tick the box above to start.' }

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('the Start test confirmation', () => {
  it('lets the form be sent before JavaScript, then waits for the tick once the page is live', () => {
    const host = document.createElement('div')
    document.body.append(host)
    host.innerHTML = renderToString(<TestStartConfirm labels={labels} />)
    const button = () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(button().disabled).toBe(false)

    act(() => {
      root = hydrateRoot(host, <TestStartConfirm labels={labels} />)
    })
    expect(button().disabled).toBe(true)
    expect(host.textContent).toContain('Tick the box above to start.')

    act(() => host.querySelector<HTMLInputElement>('input[name="confirm"]')!.click())
    expect(button().disabled).toBe(false)
    expect(host.textContent).not.toContain('Tick the box above to start.')

    act(() => host.querySelector<HTMLInputElement>('input[name="confirm"]')!.click())
    expect(button().disabled).toBe(true)
  })
})
