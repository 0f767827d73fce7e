/** What a search box may hold: trimmed, inner spaces collapsed, at most 100 characters. */
export function normaliseQuery(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/\s+/g, ' ').trim().slice(0, 100)
}

export const MIN_QUERY_LENGTH = 2

/** The words of a query, each searched for on its own, so "punjab water" finds "water in Punjab". */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(' ')
        .filter((word) => word.length >= MIN_QUERY_LENGTH),
    ),
  ].slice(0, 6)
}
