/**
 * The marks staff may give a written answer: from 0 up to the question's marks, in whole or half
 * marks (as PPSC examiners mark Mains answers). Returns why the marks cannot be given, or null.
 */
export function marksRefusal(marks: number, outOf: number): string | null {
  if (!Number.isFinite(marks)) return 'Enter the marks as a number, e.g. 6 or 6.5.'
  if (marks > outOf) return `Give at most ${outOf} marks: this question carries ${outOf} marks.`
  if (marks < 0) return 'Marks cannot be below 0.'
  if (!Number.isInteger(marks * 2)) return 'Give whole or half marks, e.g. 6 or 6.5.'
  return null
}
