/** Icons of the test-series pages; each repeats the text next to it, so screen readers skip them. */

export const LockIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
    <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

export const ClockIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
    <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

export const CalendarIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
    <rect x="4" y="5.5" width="16" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 10h16M8.5 3.5v4m7-4v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)
