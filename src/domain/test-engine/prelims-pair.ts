/**
 * A GS paper and its CSAT paper taken as the Prelims are (issue 18, item 1; ADR 045). PPSC ranks Prelims
 * by Paper I (GS) alone; Paper II (CSAT) only has to be qualified, at 40% (80 of 200). Mains calls 13
 * candidates per vacancy. The estimate of reaching Mains is the academy's, from last year's cut-off and
 * that 13× rule, and says so: it is not a prediction of PPSC's result.
 */
import { roundTo } from './rounding'
import { qualifyingScoreFor } from './scoring'

/** Candidates PPSC calls to Mains per vacancy. */
export const MAINS_MULTIPLE = 13

/** The candidate's CSAT paper beside a GS result: the latest finished attempt at the paired test. */
export type CsatStanding =
  { status: 'qualified' | 'not-qualified'; score: number; maxScore: number; marksNeeded: number } | { status: 'not-taken' }

/**
 * - 'likely': every sign says Mains (the score clears last year's cut-off, the rank is inside the 13× line).
 * - 'borderline': one sign says yes, the other no.
 * - 'unlikely': every sign says no.
 * - 'csat-not-qualified': Paper II not qualified, so no Mains whatever the GS score.
 * - 'csat-not-taken': the GS signs are given, but nothing can be said before Paper II.
 */
export type MainsVerdict = 'likely' | 'borderline' | 'unlikely' | 'csat-not-qualified' | 'csat-not-taken'

export type MainsEstimate = {
  verdict: MainsVerdict
  /** Last year's cut-off, and whether the GS score clears it; null when staff gave none. */
  cutoff: { marks: number; isCleared: boolean } | null
  /** The 13× line on this paper's list: the share of candidates Mains took last year and the rank it reaches here. */
  line: { percent: number; rank: number; isInside: boolean } | null
}

export type MainsInputs = {
  gsScore: number
  csat: CsatStanding
  previousCutoff: number | null
  /** The GS rank and the size of the list it is in; null before a window's list is out. */
  rank: { rank: number; candidates: number } | null
  /** Last year's vacancies and the candidates who sat Prelims, as staff entered them. */
  vacancies: number | null
  appeared: number | null
}

/** PPSC's Paper II qualifies at 40% where staff set no qualifying mark on the CSAT test. */
export const CSAT_QUALIFYING_PERCENT = 40

/** Whether a Paper II score qualifies, at `qualifyingPercent` of its marks (40 when unset). */
export function csatStanding(score: number, maxScore: number, qualifyingPercent?: number | null): CsatStanding {
  const marksNeeded = qualifyingScoreFor(maxScore, qualifyingPercent ?? CSAT_QUALIFYING_PERCENT)
  return { status: score >= marksNeeded ? 'qualified' : 'not-qualified', score, maxScore, marksNeeded }
}

/**
 * The estimate of reaching Mains, or null when there is nothing to estimate from (no cut-off and no
 * 13× figures). A rank reaches the line when it is within the same share of this list that Mains took
 * of last year's candidates (rounded up: a list of 29 at 7% reaches rank 3).
 */
export function mainsEstimate(inputs: MainsInputs): MainsEstimate | null {
  const cutoff = inputs.previousCutoff == null ? null : { marks: inputs.previousCutoff, isCleared: inputs.gsScore >= inputs.previousCutoff }
  const share =
    inputs.vacancies && inputs.appeared && inputs.vacancies > 0 && inputs.appeared > 0
      ? Math.min(1, (MAINS_MULTIPLE * inputs.vacancies) / inputs.appeared)
      : null
  const line =
    share != null && inputs.rank && inputs.rank.candidates > 0
      ? (() => {
          const rank = Math.max(1, Math.ceil(share * inputs.rank.candidates))
          return { percent: roundTo(share * 100, 1), rank, isInside: inputs.rank.rank <= rank }
        })()
      : null
  const signs = [cutoff?.isCleared, line?.isInside].filter((sign): sign is boolean => sign !== undefined)
  if (signs.length === 0) return null
  if (inputs.csat.status === 'not-qualified') return { verdict: 'csat-not-qualified', cutoff, line }
  if (inputs.csat.status === 'not-taken') return { verdict: 'csat-not-taken', cutoff, line }
  const verdict = signs.every(Boolean) ? 'likely' : signs.some(Boolean) ? 'borderline' : 'unlikely'
  return { verdict, cutoff, line }
}
