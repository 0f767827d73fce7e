'use client'

import { SelectField, useFormFields, useRowLabel } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

const letters = ['A', 'B', 'C', 'D'] as const

/** The first words of an option, for a label. */
const shorten = (text: unknown) => {
  const words = typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : ''
  return words.length > 80 ? `${words.slice(0, 77)}…` : words
}

/** Each option row is named by its letter and its text, as the paper prints it: "Option A: Article 21". */
export function OptionRowLabel() {
  const { rowNumber, data } = useRowLabel<{ text?: string }>()
  const letter = letters[rowNumber ?? 0] ?? String((rowNumber ?? 0) + 1)
  const text = shorten(data?.text)
  return <span>{text ? `Option ${letter}: ${text}` : `Option ${letter}`}</span>
}

/**
 * The correct option, chosen by letter with each option's text beside it (in the language being
 * edited), so staff pick the answer they mean, not a letter they have to count to.
 */
export const CorrectOptionField: SelectFieldClientComponent = (props) => {
  const texts = useFormFields(([fields]) => letters.map((_, index) => fields[`options.${index}.text`]?.value))
  const options = letters.map((letter, index) => {
    const text = shorten(texts[index])
    return { value: letter, label: text ? `${letter}: ${text}` : letter }
  })
  return <SelectField {...props} field={{ ...props.field, options }} />
}
