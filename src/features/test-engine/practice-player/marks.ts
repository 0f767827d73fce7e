import { roundTo } from '@/domain/test-engine/rounding'

/** Numbers as the engine's pages print them, in either language: no words here (those are in the catalogue). */

/** Marks as the result prints them: 142, 82.5, −3.96 (never 82.50; a true minus sign, read as "minus"). */
export function formatMarks(value: number): string {
  const rounded = roundTo(value, 2)
  return rounded < 0 ? `−${Math.abs(rounded)}` : String(rounded)
}

/** 76.9% (one decimal at most, as the scoring rounds it). */
export const formatPercent = (value: number) => `${roundTo(value, 1)}%`

/** A span of seconds as an ISO 8601 duration for `<time dateTime>`: 6730 → "PT1H52M10S". */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`
}
