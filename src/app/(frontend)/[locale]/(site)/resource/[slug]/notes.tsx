import type { SerializedHeadingNode, SerializedTableNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState, SerializedLexicalNode } from 'lexical'
import { Picture } from '@/components/ui/picture'

import type { Media } from '@/payload-types'

import { toSlug } from '@/fields/slug'

import styles from './topic.module.css'
import { sitePath } from '@/lib/media'

const plainText = (node: SerializedLexicalNode): string =>
  'text' in node && typeof node.text === 'string'
    ? node.text
    : 'children' in node && Array.isArray(node.children)
      ? (node.children as SerializedLexicalNode[]).map(plainText).join('')
      : ''

/** Anchors for the notes' section headings, used by the "On this page" list. */
export const headingAnchor = (text: string) => `section-${toSlug(text)}`

/** The notes' h2 headings, for the table of contents. */
export function noteSections(notes: SerializedEditorState | null | undefined): { id: string; title: string }[] {
  return (notes?.root.children ?? [])
    .filter((node) => node.type === 'heading' && (node as SerializedHeadingNode).tag === 'h2')
    .map((node) => {
      const title = plainText(node)
      return { id: headingAnchor(title), title }
    })
}

/** The rich-text converters; `tableLabel` names a table's scroll box in the page's language. */
const convertersWith =
  (tableLabel: string): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const heading = node as SerializedHeadingNode
      const Tag = heading.tag === 'h2' || heading.tag === 'h3' || heading.tag === 'h4' ? heading.tag : 'h3'
      return <Tag id={headingAnchor(plainText(heading))}>{nodesToJSX({ nodes: heading.children })}</Tag>
    },
    // A wide table scrolls sideways on a phone; the scroll box is focusable so keyboards can scroll it.
    table: ({ node, nodesToJSX }) => (
      <div className={styles.tableScroll} role="region" aria-label={tableLabel} tabIndex={0}>
        <table>
          <tbody>{nodesToJSX({ nodes: (node as SerializedTableNode).children })}</tbody>
        </table>
      </div>
    ),
    // Images in the notes (maps, charts) go through next/image; a file the reader may not open is left out.
    upload: ({ node }) => {
      const media = (node as SerializedUploadNode).value as Media | number | string
      if (typeof media !== 'object' || !media.url) return null
      if (media.mimeType?.startsWith('image/') && media.width && media.height) {
        return (
          <figure className={styles.figure}>
            <Picture
              src={sitePath(media.url)}
              alt={media.alt ?? ''}
              width={media.width}
              height={media.height}
              sizes="(min-width: 1024px) 760px, 100vw"
              // A paid image is served only with the candidate's cookie, which the optimiser does not send.
              unoptimized={media.availability === 'paid'}
            />
          </figure>
        )
      }
      return (
        <p>
          <a href={sitePath(media.url)} download={media.filename ?? undefined}>
            {media.alt || media.filename}
          </a>
        </p>
      )
    },
  })

export function TopicNotes({ notes, tableLabel }: { notes: SerializedEditorState; tableLabel: string }) {
  return <RichText data={notes} converters={convertersWith(tableLabel)} className={styles.notes} disableContainer={false} />
}
