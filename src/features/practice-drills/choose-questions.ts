/** How many questions a drill asks at most (issue 18, item 2). */
export const DRILL_SIZE = 10

/** The pool in a random order (Fisher–Yates); `random` returns [0, 1) as `Math.random` does. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items]
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[order[index], order[other]] = [order[other]!, order[index]!]
  }
  return order
}

/**
 * A drill's questions from the pool: those the candidate has not seen yet first (never in one of their
 * papers or drills), each group in a random order, at most `size`. The pool's duplicates count once.
 */
export function chooseDrillQuestions(
  pool: readonly string[],
  seen: ReadonlySet<string>,
  { random = Math.random, size = DRILL_SIZE }: { random?: () => number; size?: number } = {},
): string[] {
  const unique = [...new Set(pool)]
  const unseen = unique.filter((id) => !seen.has(id))
  const again = unique.filter((id) => seen.has(id))
  return [...shuffled(unseen, random), ...shuffled(again, random)].slice(0, size)
}
