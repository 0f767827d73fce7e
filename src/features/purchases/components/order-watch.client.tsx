'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

const EVERY_MS = 4_000
const FOR_MS = 3 * 60_000

/**
 * An order waiting for its confirmation: the page asks the server again every few seconds for three
 * minutes (the server asks the gateway, ADR 053), so a late confirmation shows without a reload.
 */
export function OrderWatch({ label }: { label: string }) {
  const router = useRouter()
  const [watching, setWatching] = useState(true)
  useEffect(() => {
    const started = Date.now()
    const timer = window.setInterval(() => {
      if (Date.now() - started > FOR_MS) {
        window.clearInterval(timer)
        setWatching(false)
        return
      }
      router.refresh()
    }, EVERY_MS)
    return () => window.clearInterval(timer)
  }, [router])
  return watching ? <p aria-hidden="true">{label}</p> : null
}
