import { type OptionLetter, optionLetterList } from '@/domain/test-engine/types'

export type OptionShare = { option: OptionLetter; count: number; percent: number }
export type OptionShares = { answered: number; shares: OptionShare[] }

/**
 * How many candidates chose each option, and their share in whole percent. The percentages add up
 * to exactly 100 (the largest remainders are rounded up, earlier options first on a tie), so the bars
 * and their labels never show 33 + 33 + 33. Nobody answered: every share is 0.
 */
export function optionShares(
  counts: Partial<Record<OptionLetter, number>>,
  options: readonly OptionLetter[] = optionLetterList,
): OptionShares {
  const rows = options.map((option) => ({ option, count: Math.max(0, Math.floor(counts[option] ?? 0)) }))
  const answered = rows.reduce((sum, row) => sum + row.count, 0)
  if (answered === 0) return { answered, shares: rows.map((row) => ({ ...row, percent: 0 })) }

  // Whole numbers throughout: a float remainder would break ties between equal shares by rounding noise.
  const percents = rows.map((row) => Math.floor((row.count * 100) / answered))
  let left = 100 - percents.reduce((sum, value) => sum + value, 0)
  const byRemainder = rows
    .map((row, index) => ({ index, remainder: (row.count * 100) % answered }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    percents[index]! += 1
    left -= 1
  }
  return { answered, shares: rows.map((row, index) => ({ ...row, percent: percents[index]! })) }
}
