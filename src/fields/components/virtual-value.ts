import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

type Id = number | string

/**
 * The value of a virtual field that the form itself reads from the API (a question's Punjabi, a test's
 * series): nothing is stored under the field's name, so Payload gives the form no value for it. Read
 * when the form opens and after each save (`lastUpdateTime`); a new document starts from `empty`.
 * Payload can reset the form's state without this component seeing the value change (as it
 * initialises, or takes the server's state on save), so this checks after every render and puts back
 * the latest value it has seen for the same saved version, typed changes included. Until the value
 * is there it is null: whatever edits it should be read-only then, so a late reading cannot overwrite
 * what was typed.
 */
export function useVirtualFieldValue<T>(path: string, read: (id: Id) => Promise<T>, empty: T, enabled = true) {
  const { id, lastUpdateTime } = useDocumentInfo()
  const { value, setValue } = useField<T | null>({ path })
  const [failed, setFailed] = useState(false)
  const latest = useRef<{ version: string; value: T } | null>(null)
  const reading = useRef<string | null>(null)
  const missing = value === null || value === undefined
  const version = `${id ?? 'new'}@${lastUpdateTime}`

  useEffect(() => {
    if (!enabled) return
    if (!missing) {
      latest.current = { version, value: value as T }
      return
    }
    if (latest.current?.version === version) return setValue(latest.current.value, true)
    if (id == null) return setValue(empty, true)
    if (reading.current === version) return
    reading.current = version
    read(id)
      .then((loaded) => {
        latest.current = { version, value: loaded }
        setFailed(false)
        setValue(loaded, true)
      })
      .catch(() => setFailed(true))
      .finally(() => {
        if (reading.current === version) reading.current = null
      })
  })

  return { value: missing ? null : (value as T), setValue, failed }
}
