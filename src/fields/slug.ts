import type { TextField } from 'payload'

export const slugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

/** Lower-case, hyphenated, ASCII: "Punjab GK Test 1" -> "punjab-gk-test-1". */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A unique URL slug, filled from the English title when left empty. */
export function slugField(from = 'title'): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `Part of the page address. Left empty, it is made from the ${from}.`,
      components: { Field: '/fields/components/slug-field.client#SlugField' },
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
          const source = data?.[from]
          const text = typeof source === 'string' ? source : source?.en
          return typeof text === 'string' ? toSlug(text) : value
        },
      ],
    },
    validate: (value: unknown) => (typeof value === 'string' && slugPattern.test(value)) || 'Use lower-case letters, digits and hyphens',
  }
}
