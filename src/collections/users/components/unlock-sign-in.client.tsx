'use client'

import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * The admin's Unlock on an account (Payload shows its own only with its account lock, which the site
 * replaces with the sign-in throttle of ADR 015): forgets every failed sign-in and wait of the account.
 * The endpoint decides who may; the button only hides itself from those who may not.
 */
export function UnlockSignIn() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const email = useFormFields(([fields]) => fields.email?.value)
  const [isPending, setPending] = useState(false)
  if (!id || typeof email !== 'string' || (user as { role?: string } | null)?.role !== 'admin') return null

  const unlock = async () => {
    setPending(true)
    try {
      const response = await fetch('/api/users/unlock', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      if (response.ok) toast.success('Sign-in unlocked: failed attempts on this account are forgotten.')
      else
        toast.error(
          ((await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ??
            'Could not unlock.',
        )
    } catch {
      toast.error('Could not reach the server. Try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="medium" disabled={isPending} onClick={() => void unlock()}>
        Unlock sign-in
      </Button>
    </div>
  )
}
