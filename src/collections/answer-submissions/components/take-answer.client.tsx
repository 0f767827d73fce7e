'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * "Take it": gives an unassigned answer to the staff member looking at the queue, through the
 * collection's own update (staff may assign; the server keeps when). Someone quicker is told.
 */
export function TakeAnswerButton({ id, me, api, label }: { id: number | string; me: number | string; api: string; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const take = async () => {
    setBusy(true)
    try {
      const current = await fetch(`${api}/answer-submissions/${id}?depth=0&select[assignedTo]=true`, { credentials: 'include' })
      const taken = current.ok ? ((await current.json()) as { assignedTo?: unknown }).assignedTo : null
      if (taken != null && String(taken) !== String(me)) {
        toast.error('A colleague has just taken this answer.')
        router.refresh()
        return
      }
      const response = await fetch(`${api}/answer-submissions/${id}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ assignedTo: me }),
      })
      if (!response.ok) {
        toast.error('Could not take the answer. Check your connection and try again.')
        return
      }
      toast.success('The answer is yours: it waits under “Assigned to me”.')
      router.refresh()
    } catch {
      toast.error('Could not take the answer. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="btn btn--size-small btn--style-secondary"
      style={{ margin: 0 }}
      onClick={take}
      disabled={busy}
      aria-label={`Take “${label}”`}
    >
      {busy ? 'Taking…' : 'Take it'}
    </button>
  )
}
