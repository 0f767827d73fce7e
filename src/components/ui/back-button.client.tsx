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
    <WideButton variant={variant} onClick={goBack}>
      {label}
    </WideButton>
  )
}
