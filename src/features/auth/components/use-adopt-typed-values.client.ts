'use client'

import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react'

/**
 * Text typed, or filled in by the browser's password manager, before the page's script ran is in the
 * form's fields but not in React's state, and the first submit would throw it away ("Enter your e-mail
 * address" with the address on screen a moment before). On mount this adopts it into the state, once,
 * for every named text field the state has and has left empty.
 */
export function useAdoptTypedValues<Values extends Record<string, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed = new Map<string, string>()
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.name && element.value) typed.set(element.name, element.value)
    }
    if (typed.size === 0) return
    setValues((current) => {
      const adopted = Object.entries(current).map(([name, value]) => [name, value === '' ? (typed.get(name) ?? value) : value])
      return Object.fromEntries(adopted) as Values
    })
  }, [formRef, setValues])
}
