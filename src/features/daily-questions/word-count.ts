/**
 * Words in a written answer, counted the same way by the answer box (live, as the candidate types)
 * and by the server (which enforces the word limit): runs of text between spaces, line breaks or
 * Gurmukhi dandas (। ॥) that hold at least one letter or digit. So "MSP-based" and "2,500" are one
 * word each, a dash on its own is none, and Gurmukhi vowel signs are part of their word.
 */
export function countWords(text: string): number {
  let count = 0
  for (const token of text.split(/[\s\u0964\u0965]+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count += 1
  }
  return count
}
