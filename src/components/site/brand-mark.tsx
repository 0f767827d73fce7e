/** The institute's mark: a "P" on the brand blue with the accent dot. Decorative. */
export function BrandMark({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" width={size} height={size} focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0b3d91" />
      <path d="M11 29V11h9.5a6 6 0 0 1 0 12H16v6" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinejoin="round" />
      <circle cx="29" cy="29" r="3.2" fill="#f2a900" />
    </svg>
  )
}
