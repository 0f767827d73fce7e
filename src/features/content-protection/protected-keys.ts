export type ProtectedKeyAction = 'screenshot' | 'print'

export type KeyStroke = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>

/** The letter or digit a stroke is on, by physical key so that Shift+3 is still 3 on any layout. */
const keyOf = ({ code, key }: KeyStroke) => {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase()
  if (/^Digit\d$/.test(code)) return code.slice(5)
  return key.toLowerCase()
}

/**
 * Which protected action a key stroke asks for, per the spec's error catalogue: PrintScreen (alone or
 * with Alt or Ctrl), Ctrl+Shift+S, Ctrl+Shift+P and Meta+Shift+3/4/5 are screenshot shortcuts;
 * Ctrl+P or Meta+P prints.
 */
export function classifyProtectedKey(stroke: KeyStroke): ProtectedKeyAction | null {
  if (stroke.key === 'PrintScreen' || stroke.code === 'PrintScreen') return 'screenshot'
  const key = keyOf(stroke)
  if (stroke.ctrlKey && stroke.shiftKey && (key === 's' || key === 'p')) return 'screenshot'
  if (stroke.metaKey && stroke.shiftKey && (key === '3' || key === '4' || key === '5')) return 'screenshot'
  if ((stroke.ctrlKey || stroke.metaKey) && !stroke.shiftKey && !stroke.altKey && key === 'p') return 'print'
  return null
}

/** Copying out of a form field (the candidate's own text) stays allowed. */
export function isInsideFormField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  return (target as Element).closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
}
