// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WideButton } from './wide-button'

const render = (element: React.ReactElement) => {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(element)
  return host.firstElementChild as HTMLElement
}

describe('WideButton', () => {
  it('is a link with its text, the trailing arrow and its variant', () => {
    const link = render(
      <WideButton href="/test-series" variant="outlined">
        Practise
      </WideButton>,
    )
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/test-series')
    expect(link.textContent).toBe('Practise')
    expect(link.className).toMatch(/outlined/)
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('shows a left icon, hidden from screen readers, before the text', () => {
    const button = render(<WideButton leftIcon={<svg data-icon="" />}>Start test</WideButton>)
    const icon = button.querySelector('[data-icon]')!.parentElement!
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(button.firstElementChild).toBe(icon)
  })

  it('is a real button, of type button unless told otherwise, defaulting to primary', () => {
    const button = render(<WideButton>Save</WideButton>)
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toMatch(/primary/)
    expect(render(<WideButton type="submit">Send</WideButton>).getAttribute('type')).toBe('submit')
  })

  it('when disabled, a button cannot be pressed and a link goes nowhere', () => {
    expect(render(<WideButton disabled>Submit</WideButton>).hasAttribute('disabled')).toBe(true)
    const link = render(
      <WideButton href="/products" disabled>
        Enrol
      </WideButton>,
    )
    expect(link.hasAttribute('href')).toBe(false)
    expect(link.getAttribute('aria-disabled')).toBe('true')
  })

  it('can leave out the arrow', () => {
    expect(render(<WideButton withArrow={false}>Close</WideButton>).querySelector('svg')).toBeNull()
  })
})
