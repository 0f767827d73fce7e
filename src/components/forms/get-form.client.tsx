'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent, ReactNode } from 'react'

import { startNavigationIndicator } from '@/components/site/navigation-events'

/**
 * A plain GET form around fields rendered on the server: without JavaScript it goes to `action` with
 * every field, and the address keeps the choice. With JavaScript it leaves the empty ("All") fields out
 * of the address and stays in the page, without a full load. Only this wrapper ships to the browser;
 * the fields, their options and labels stay server-rendered markup.
 */
export function GetForm({
  action,
  className,
  label,
  children,
}: {
  action: string
  className?: string
  label: string
  children: ReactNode
}) {
  const router = useRouter()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) query.set(name, value)
    }
    const search = query.toString()
    const target = search ? `${action}?${search}` : action
    // The same address again is no route change: nothing to load, so no loading indicator either.
    if (target === `${window.location.pathname}${window.location.search}`) return
    startNavigationIndicator()
    router.push(target, { scroll: false })
  }

  return (
    <form action={action} method="get" className={className} onSubmit={onSubmit} aria-label={label}>
      {children}
    </form>
  )
}
