'use client'

import { useRouter } from 'next/navigation'

import { WideButton, type WideButtonVariant } from './wide-button'

/** Back to the page the visitor came from on this site, or home when they arrived from elsewhere. */
export function BackButton({ label = 'Go back', variant = 'primary' }: { label?: string; variant?: WideButtonVariant }) {
  const router = useRouter()
  const goBack = () => {
    const cameFromSite = document.referrer.startsWith(window.location.origin) && window.history.length > 1
    if (cameFromSite) router.back()
    else router.push('/')
  }
  return (
    <WideButton
      variant={variant}
      onClick={goBack}
      withArrow={false}
      leftIcon={
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M19 12H6m5-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
    >
      {label}
    </WideButton>
  )
}
