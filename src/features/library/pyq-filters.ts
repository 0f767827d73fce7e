import { toSlug } from '@/fields/slug'
import { type Locale, withLocale } from '@/i18n/locale'
import { PYQ_PATH } from '@/lib/links'

/**
 * The PYQ archive's filters (`/pyq?year=2023&stage=prelims&paper=gs-paper-1`). The archive is small,
 * so the page reads every published paper once (cached) and filters here: the same list also gives
 * the filter choices, and the rules are plain functions with unit tests.
 */

export const pyqStages = ['prelims', 'mains'] as const
export type PyqStage = (typeof pyqStages)[number]

export type PyqFilters = { year?: number; stage?: PyqStage; paper?: string }

/** What the filters need to know about a paper. */
export type FilterablePaper = { id: number | string; year: number; stage: PyqStage; paper: string }

const romanNumerals: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8' }

/** A paper's name as it appears in the address: "GS Paper I" → `gs-paper-1`, "CSAT Paper II" → `csat-paper-2`. */
export function paperKey(paper: string): string {
  return toSlug(paper)
    .split('-')
    .map((part) => romanNumerals[part] ?? part)
    .join('-')
}

type SearchParams = Record<string, string | string[] | undefined>

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** The filters an address asks for. An empty or malformed value means "any", so a hand-edited address never fails. */
export function parsePyqFilters(searchParams: SearchParams): PyqFilters {
  const filters: PyqFilters = {}
  const year = single(searchParams.year)
  if (/^\d{4}$/.test(year)) filters.year = Number(year)
  const stage = single(searchParams.stage)
  if ((pyqStages as readonly string[]).includes(stage)) filters.stage = stage as PyqStage
  const paper = single(searchParams.paper).toLowerCase()
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(paper)) filters.paper = paper
  return filters
}

export const hasPyqFilters = (filters: PyqFilters) =>
  filters.year !== undefined || filters.stage !== undefined || filters.paper !== undefined

export function filterPyqPapers<P extends FilterablePaper>(papers: readonly P[], filters: PyqFilters): P[] {
  return papers.filter(
    (paper) =>
      (filters.year === undefined || paper.year === filters.year) &&
      (filters.stage === undefined || paper.stage === filters.stage) &&
      (filters.paper === undefined || paperKey(paper.paper) === filters.paper),
  )
}

const stageRank = (stage: PyqStage) => pyqStages.indexOf(stage)

/** Papers by year, newest year first; within a year Prelims before Mains, each stage in the order given. */
export function groupPapersByYear<P extends FilterablePaper>(papers: readonly P[]): { year: number; papers: P[] }[] {
  const years = new Map<number, P[]>()
  for (const paper of papers) years.set(paper.year, [...(years.get(paper.year) ?? []), paper])
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({
      year,
      papers: list
        .map((paper, index) => ({ paper, index }))
        .sort((a, b) => stageRank(a.paper.stage) - stageRank(b.paper.stage) || a.index - b.index)
        .map(({ paper }) => paper),
    }))
}

/** The choices the filter form offers: every year, stage and paper in the archive. */
export function pyqFilterOptions(papers: readonly FilterablePaper[]) {
  const years = [...new Set(papers.map((paper) => paper.year))].sort((a, b) => b - a)
  const stages = pyqStages.filter((stage) => papers.some((paper) => paper.stage === stage))
  const byKey = new Map<string, { value: string; label: string; rank: number }>()
  for (const paper of papers) {
    const value = paperKey(paper.paper)
    const rank = stageRank(paper.stage)
    const known = byKey.get(value)
    if (!known) byKey.set(value, { value, label: paper.paper, rank })
    else known.rank = Math.min(known.rank, rank)
  }
  // Prelims papers first (GS, CSAT), then the Mains papers, each in the order they first appear.
  const order = papers.map((paper) => paperKey(paper.paper))
  const paperChoices = [...byKey.values()]
    .sort((a, b) => a.rank - b.rank || order.indexOf(a.value) - order.indexOf(b.value))
    .map(({ value, label }) => ({ value, label }))
  return { years, stages, papers: paperChoices }
}

/** The archive's address for these filters, in this language (`/pyq?year=2023&paper=gs-paper-1`). */
export function pyqHref(filters: PyqFilters, locale: Locale): string {
  const query = new URLSearchParams()
  if (filters.year !== undefined) query.set('year', String(filters.year))
  if (filters.stage) query.set('stage', filters.stage)
  if (filters.paper) query.set('paper', filters.paper)
  const search = query.toString()
  return withLocale(search ? `${PYQ_PATH}?${search}` : PYQ_PATH, locale)
}
