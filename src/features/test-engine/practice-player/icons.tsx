import type { ReactNode } from 'react'

import type { QuestionOutcome } from '@/domain/test-engine/scoring'

/** Icons only repeat what the text next to them says, so screen readers skip them. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      {children}
    </svg>
  )
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** An icon drawn with one stroked path. */
function strokedIcon(path: string) {
  return function StrokedIcon({ className }: { className?: string }) {
    return (
      <Icon className={className}>
        <path d={path} {...stroke} />
      </Icon>
    )
  }
}

export const CheckIcon = strokedIcon('m5 12.5 4.5 4.5L19 7.5')
export const CrossIcon = strokedIcon('m6.5 6.5 11 11m0-11-11 11')
export const DashIcon = strokedIcon('M6 12h12')

export const ClockIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 9v4l2.5 2.5M9.5 3h5" {...stroke} strokeWidth={2} />
  </Icon>
)

/** The candidate's own pick: a filled radio dot, as the exam screen showed it. */
export const ChosenIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="4" fill="currentColor" />
  </Icon>
)

export const BookmarkIcon = ({ isFilled, className }: { isFilled: boolean; className?: string }) => (
  <Icon className={className}>
    <path d="M7 4h10a1 1 0 0 1 1 1v15l-6-4-6 4V5a1 1 0 0 1 1-1Z" {...stroke} strokeWidth={2} fill={isFilled ? 'currentColor' : 'none'} />
  </Icon>
)

export const OutcomeIcon = ({ outcome, className }: { outcome: QuestionOutcome; className?: string }) =>
  outcome === 'correct' ? (
    <CheckIcon className={className} />
  ) : outcome === 'wrong' ? (
    <CrossIcon className={className} />
  ) : (
    <DashIcon className={className} />
  )
