import { roundTo } from '@/domain/test-engine/rounding'
import { getTranslator } from '@/i18n/translator'
import { formatIndianDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

/** One finished attempt on the score-trend chart: its score as a share of the paper's marks. */
export type TrendPoint = { attemptId: string; finishedAt: string; testTitle: string; score: number; maxScore: number; percent: number }

/** The chart shows this many of the latest attempts, so the line stays readable. */
export const TREND_LENGTH = 20

/**
 * The latest finished attempts as chart points, oldest first. A score is a percentage of the paper's
 * maximum (one decimal), so a 10-question quiz and a 100-question mock sit on the same scale; a
 * paper without marks cannot be placed and is left out.
 */
export function trendPoints(attempts: readonly Omit<TrendPoint, 'percent'>[], length = TREND_LENGTH): TrendPoint[] {
  return attempts
    .filter((attempt) => attempt.maxScore > 0)
    .toSorted((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt))
    .slice(-length)
    .map((attempt) => ({ ...attempt, percent: roundTo((100 * attempt.score) / attempt.maxScore, 1) }))
}

export type ChartBox = { width: number; height: number; top: number; right: number; bottom: number; left: number }

export const trendBox: ChartBox = { width: 640, height: 260, top: 16, right: 16, bottom: 36, left: 44 }

export type TrendGeometry = {
  /** The line through the points, as an SVG path. */
  path: string
  dots: { x: number; y: number; point: TrendPoint }[]
  /** Horizontal grid lines with their percentage. */
  ticks: { value: number; y: number }[]
  /** The lowest percentage on the scale: 0, or lower (in steps of 25) when negative marking took a score below zero. */
  floor: number
}

const round1 = (value: number) => roundTo(value, 1)

/**
 * Where the points fall in the chart's box: evenly spaced from left to right in the order taken (the
 * dates are in the table), and from the floor at the bottom to 100% at the top. One point sits in the
 * middle.
 */
export function trendGeometry(points: readonly TrendPoint[], box: ChartBox = trendBox): TrendGeometry {
  const lowest = Math.min(0, ...points.map((point) => point.percent))
  const floor = lowest < 0 ? -25 * Math.ceil(-lowest / 25) : 0
  const plotWidth = box.width - box.left - box.right
  const plotHeight = box.height - box.top - box.bottom
  const yOf = (percent: number) => round1(box.top + ((100 - percent) / (100 - floor)) * plotHeight)
  const xOf = (index: number) =>
    round1(points.length === 1 ? box.left + plotWidth / 2 : box.left + (index * plotWidth) / (points.length - 1))
  const dots = points.map((point, index) => ({ x: xOf(index), y: yOf(Math.min(100, point.percent)), point }))
  const ticks: TrendGeometry['ticks'] = []
  for (let value = floor; value <= 100; value += 25) ticks.push({ value, y: yOf(value) })
  return { path: dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' '), dots, ticks, floor }
}

/** The chart's spoken summary: how many scores, first and latest, best and average. */
export function describeTrend(points: readonly TrendPoint[], locale: Locale): string {
  const t = getTranslator(locale, 'dashboard')
  if (points.length === 0) return t('trend.noScores')
  const first = points[0]!
  const last = points.at(-1)!
  const best = points.reduce((top, point) => (point.percent > top.percent ? point : top), first)
  const average = round1(points.reduce((sum, point) => sum + point.percent, 0) / points.length)
  const day = (point: TrendPoint) => formatIndianDate(point.finishedAt, locale)
  if (points.length === 1) return t('trend.summaryOne', { percent: first.percent, day: day(first) })
  return t('trend.summary', {
    count: points.length,
    first: first.percent,
    firstDay: day(first),
    last: last.percent,
    lastDay: day(last),
    best: best.percent,
    bestTitle: best.testTitle,
    average,
  })
}
