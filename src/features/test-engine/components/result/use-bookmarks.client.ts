'use client'

import { useCallback, useRef, useState } from 'react'

import { toast } from '@/components/ui/toast'

async function saveBookmark(endpoint: string, questionId: string, bookmarked: boolean) {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ questionId, bookmarked }),
  })
  if (!response.ok) throw new Error(`Bookmark not saved: ${response.status}`)
}

/**
 * Bookmarks shown at once and saved behind the scenes. A question's saves go one after another, so
 * the server ends in the state of the last click; when a save fails, the button goes back to what the
 * server last confirmed, unless a later click has already superseded it.
 */
export function useBookmarks(initial: Record<string, boolean>, endpoint: string, failedMessage: string) {
  const [bookmarks, setBookmarks] = useState(initial)
  const confirmed = useRef({ ...initial })
  const latestClick = useRef<Record<string, number>>({})
  const pendingSave = useRef<Record<string, Promise<void>>>({})

  const toggleBookmark = useCallback(
    (questionId: string, bookmarked: boolean) => {
      const click = (latestClick.current[questionId] ?? 0) + 1
      latestClick.current[questionId] = click
      setBookmarks((current) => ({ ...current, [questionId]: bookmarked }))

      const previous = pendingSave.current[questionId] ?? Promise.resolve()
      pendingSave.current[questionId] = previous
        .then(() => saveBookmark(endpoint, questionId, bookmarked))
        .then(
          () => {
            confirmed.current[questionId] = bookmarked
          },
          () => {
            if (latestClick.current[questionId] !== click) return
            setBookmarks((current) => ({ ...current, [questionId]: confirmed.current[questionId] ?? false }))
            toast.error(failedMessage, { toastId: 'bookmark-failed' })
          },
        )
    },
    [endpoint, failedMessage],
  )

  return { bookmarks, toggleBookmark }
}
