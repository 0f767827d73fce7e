import type { SerializedHeadingNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from 'lexical'

import styles from './section.module.css'

const levels = ['h2', 'h3', 'h4', 'h5', 'h6'] as const

/** Headings one level down, so rich text under a page's h2 continues the outline instead of restarting it. */
const nestedHeadings: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading: ({ node, nodesToJSX }) => {
    const heading = node as SerializedHeadingNode
    const Tag = levels[Math.min(levels.indexOf(heading.tag as (typeof levels)[number]) + 1, levels.length - 1)] ?? 'h3'
    return <Tag>{nodesToJSX({ nodes: heading.children })}</Tag>
  },
})

/** Rich text from the CMS (an article's body, a consolidation's notes). */
export function ContentRichText({ data, nested = false }: { data: unknown; nested?: boolean }) {
  return (
    <RichText
      data={data as SerializedEditorState}
      converters={nested ? nestedHeadings : undefined}
      className={styles.richText}
      disableContainer={false}
    />
  )
}
