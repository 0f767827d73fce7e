/**
 * A person's initials for an avatar when there is no photo: "Harmanpreet Singh Sidhu" → "HS".
 * (The names of the library's fixed choices, kinds, languages and stages, are in the message catalogue.)
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
