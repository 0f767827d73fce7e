/**
 * Rounds to `decimals` places, half away from zero. `toPrecision(12)` first drops binary noise such as
 * 30 × 0.66 = 19.799999999999997, so 80.2 stays 80.2 and 1.005 rounds up as a person would expect.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  const scaled = Number((Math.abs(value) * factor).toPrecision(12))
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor
  return rounded === 0 ? 0 : rounded
}

/** correct / (correct + wrong) as a percentage with one decimal; 0 when nothing was attempted. */
export function accuracyOf(correct: number, wrong: number): number {
  const attempted = correct + wrong
  return attempted === 0 ? 0 : roundTo((100 * correct) / attempted, 1)
}
