'use client'

import { FieldLabel, useConfig, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react'

import { type Pin, PIN_COMMENT_LIMIT, pinRefusal, readPins } from '@/domain/daily-questions/evaluation'

type PageImage = { id: number | string; page: number; url: string; width: number; height: number }

const pinStyle = (pin: Pin, selected: boolean) => ({
  position: 'absolute' as const,
  left: `${pin.x * 100}%`,
  top: `${pin.y * 100}%`,
  transform: 'translate(-50%, -50%)',
  minWidth: '2rem',
  height: '2rem',
  borderRadius: '1rem',
  border: '2px solid #fff',
  background: selected ? '#b42318' : '#1d4ed8',
  color: '#fff',
  fontWeight: 700,
  cursor: 'pointer',
  boxShadow: '0 1px 4px rgb(0 0 0 / 45%)',
})

const STEP = 0.02
const clamp = (value: number) => Math.min(1, Math.max(0, value))

/**
 * A handwritten answer's pages, for the evaluator to comment on (ADR 048): a click on a page pins a
 * numbered comment to that place; the comments are listed beside, each with its text. A pin is moved
 * with the arrow keys once focused, and "Add a comment to page N" pins one in the page's middle, so the
 * keyboard does everything the mouse does. Pins are saved with the evaluation, checked by the server's
 * own rule (`pinRefusal`). The pages are read as the staff member, through the collection's REST API.
 */
export const PinnedPagesField: JSONFieldClientComponent = ({ path }) => {
  const { config } = useConfig()
  const { value, setValue } = useField<unknown>({ path })
  const pageIds = useFormFields(([fields]) => fields.pages?.value) as (number | string | { id: number | string })[] | undefined
  const [pages, setPages] = useState<PageImage[] | null>(null)
  const [unreadable, setUnreadable] = useState(false)
  const [selected, setSelected] = useState<number | null>(null)
  const comments = useRef<(HTMLTextAreaElement | null)[]>([])
  const id = useId()
  const pins = readPins(value) ?? []
  const ids = (pageIds ?? []).map((each) => (typeof each === 'object' ? each.id : each))
  const key = ids.join(',')

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const query = new URLSearchParams({ depth: '0', limit: '12', sort: 'page', 'where[id][in]': key })
    fetch(`${config.routes.api}/answer-pages?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ docs: PageImage[] }>) : Promise.reject(new Error(String(response.status))),
      )
      .then((found) => {
        setUnreadable(false)
        setPages(found.docs)
      })
      // A refused or lost request says so, where "Loading" would otherwise stay for good.
      .catch(() => {
        if (!controller.signal.aborted) setUnreadable(true)
      })
    return () => controller.abort()
  }, [key, config.routes.api])

  const save = (next: Pin[]) => setValue(next)
  const add = (pin: Omit<Pin, 'comment'>) => {
    const next = [...pins, { ...pin, comment: '' }]
    save(next)
    setSelected(next.length - 1)
    // The new comment's box takes the focus, to be written at once.
    requestAnimationFrame(() => comments.current[next.length - 1]?.focus())
  }
  const placeOn = (page: number) => (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget.querySelector('img')) return
    const box = event.currentTarget.getBoundingClientRect()
    add({ page, x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) })
  }
  const move = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[event.key]
    if (!delta) return
    event.preventDefault()
    save(pins.map((pin, at) => (at === index ? { ...pin, x: clamp(pin.x + delta[0]!), y: clamp(pin.y + delta[1]!) } : pin)))
  }
  const write = (index: number, comment: string) => save(pins.map((pin, at) => (at === index ? { ...pin, comment } : pin)))
  const remove = (index: number) => {
    save(pins.filter((_, at) => at !== index))
    setSelected(null)
  }

  if (ids.length === 0) return null
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="pinned-pages" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id={`${id}-heading`} style={{ fontSize: '1.25rem', margin: '0 0 calc(var(--base) / 2)' }}>
        The answer’s pages
      </h2>
      <FieldLabel label="Comments pinned on the pages" path={path} />
      <p style={{ margin: '0 0 var(--base)' }}>
        Click a place on a page to pin a comment there, then write it. A focused pin moves with the arrow keys.
      </p>
      {unreadable ? (
        <p role="alert">The pages could not be loaded. Reload this page to try again.</p>
      ) : pages === null ? (
        <p>Loading the pages…</p>
      ) : null}
      {(pages ?? []).map((image) => {
        const onPage = pins.map((pin, index) => ({ pin, index })).filter(({ pin }) => pin.page === image.page)
        return (
          <div
            key={image.id}
            style={{
              display: 'grid',
              gap: 'var(--base)',
              gridTemplateColumns: 'minmax(0, 3fr) minmax(14rem, 2fr)',
              marginBottom: 'calc(var(--base) * 1.5)',
            }}
          >
            <div>
              <h3 style={{ fontSize: '1rem', margin: '0 0 calc(var(--base) / 4)' }}>Page {image.page}</h3>
              {/* A click pins a comment; the keyboard's way is the button below the page. */}
              <div
                onClick={placeOn(image.page)}
                style={{ position: 'relative', cursor: 'crosshair', lineHeight: 0 }}
                data-testid={`answer-page-${image.page}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served only to staff and its writer */}
                <img
                  src={image.url}
                  alt={`Page ${image.page} of the candidate’s answer`}
                  width={image.width}
                  height={image.height}
                  style={{ width: '100%', height: 'auto', border: '1px solid var(--theme-elevation-200)' }}
                />
                {onPage.map(({ pin, index }) => (
                  <button
                    key={index}
                    type="button"
                    style={pinStyle(pin, selected === index)}
                    aria-label={`Comment ${index + 1}, on page ${pin.page}: move it with the arrow keys`}
                    onClick={() => {
                      setSelected(index)
                      comments.current[index]?.focus()
                    }}
                    onKeyDown={move(index)}
                  >
                    {index + 1}
                  </button>
                ))}
              </div>
              <button
                type="button"
                className="btn btn--size-small btn--style-secondary"
                onClick={() => add({ page: image.page, x: 0.5, y: 0.5 })}
              >
                Add a comment to page {image.page}
              </button>
            </div>
            <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Comments on page ${image.page}`}>
              {onPage.map(({ pin, index }) => {
                const refusal = pin.comment.trim() === '' ? null : pinRefusal(pin, pages!.length)
                return (
                  <li key={index} style={{ marginBottom: 'var(--base)' }}>
                    <label htmlFor={`${id}-comment-${index}`} style={{ display: 'block', fontWeight: 600 }}>
                      Comment {index + 1}
                    </label>
                    <textarea
                      id={`${id}-comment-${index}`}
                      ref={(element) => {
                        comments.current[index] = element
                      }}
                      value={pin.comment}
                      rows={3}
                      maxLength={PIN_COMMENT_LIMIT}
                      onFocus={() => setSelected(index)}
                      onChange={(event) => write(index, event.target.value)}
                      aria-invalid={refusal || pin.comment.trim() === '' ? true : undefined}
                      style={{
                        width: '100%',
                        font: 'inherit',
                        padding: 'calc(var(--base) / 3)',
                        color: 'var(--theme-text)',
                        background: 'var(--theme-input-bg)',
                        border: '1px solid var(--theme-elevation-400)',
                        borderRadius: 'var(--style-radius-s)',
                      }}
                    />
                    {pin.comment.trim() === '' ? (
                      <p style={{ margin: 0, color: 'var(--theme-error-500)' }}>Write the comment the candidate will read at this place.</p>
                    ) : refusal ? (
                      <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
                        {refusal}
                      </p>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn--size-small btn--style-secondary"
                      style={{ margin: 'calc(var(--base) / 4) 0 0' }}
                      onClick={() => remove(index)}
                    >
                      Remove comment {index + 1}
                    </button>
                  </li>
                )
              })}
            </ol>
          </div>
        )
      })}
    </section>
  )
}
