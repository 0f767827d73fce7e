import { describe, expect, it } from 'vitest'

import { classifyProtectedKey, type KeyStroke } from './protected-keys'

const stroke = (key: string, code: string, modifiers: Partial<KeyStroke> = {}): KeyStroke => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
})

describe('classifyProtectedKey', () => {
  it.each([
    ['PrintScreen alone', stroke('PrintScreen', 'PrintScreen')],
    ['Alt+PrintScreen', stroke('PrintScreen', 'PrintScreen', { altKey: true })],
    ['Ctrl+PrintScreen', stroke('PrintScreen', 'PrintScreen', { ctrlKey: true })],
    ['Ctrl+Shift+S', stroke('S', 'KeyS', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+P', stroke('P', 'KeyP', { ctrlKey: true, shiftKey: true })],
    ['Meta+Shift+3 (key reads #)', stroke('#', 'Digit3', { metaKey: true, shiftKey: true })],
    ['Meta+Shift+4', stroke('$', 'Digit4', { metaKey: true, shiftKey: true })],
    ['Meta+Shift+5', stroke('%', 'Digit5', { metaKey: true, shiftKey: true })],
  ])('%s is a screenshot shortcut', (_name, keys) => {
    expect(classifyProtectedKey(keys)).toBe('screenshot')
  })

  it.each([
    ['Ctrl+P', stroke('p', 'KeyP', { ctrlKey: true })],
    ['Meta+P', stroke('p', 'KeyP', { metaKey: true })],
  ])('%s prints', (_name, keys) => {
    expect(classifyProtectedKey(keys)).toBe('print')
  })

  it.each([
    ['Ctrl+C', stroke('c', 'KeyC', { ctrlKey: true })],
    ['Ctrl+S', stroke('s', 'KeyS', { ctrlKey: true })],
    ['Shift+S (typing a capital S)', stroke('S', 'KeyS', { shiftKey: true })],
    ['Meta+Shift+6', stroke('^', 'Digit6', { metaKey: true, shiftKey: true })],
    ['Ctrl+Shift+3', stroke('#', 'Digit3', { ctrlKey: true, shiftKey: true })],
    ['Meta+3 without Shift', stroke('3', 'Digit3', { metaKey: true })],
    ['a plain p', stroke('p', 'KeyP')],
    ['Ctrl+Alt+P', stroke('p', 'KeyP', { ctrlKey: true, altKey: true })],
  ])('%s is left alone', (_name, keys) => {
    expect(classifyProtectedKey(keys)).toBeNull()
  })

  it('reads the physical key, so a non-Latin layout is covered too', () => {
    expect(classifyProtectedKey(stroke('ਪ', 'KeyP', { ctrlKey: true }))).toBe('print')
  })
})
