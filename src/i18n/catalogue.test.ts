import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { catalogue } from './catalogue'
import type { Bilingual, CatalogueTree } from './catalogue/types'
import { hasGurmukhi, untranslatedWords } from './proper-nouns'

type Leaf = { key: string; message: Bilingual }

function leaves(tree: CatalogueTree, prefix = ''): Leaf[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof (node as Bilingual).en === 'string' ? [{ key: path, message: node as Bilingual }] : leaves(node as CatalogueTree, path)
  })
}

/** The argument names a message uses, plural and select arguments included. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>()
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
      if ('children' in element) walk(element.children)
    }
  }
  walk(new IntlMessageFormat(message, locale).getAst())
  return [...names].sort()
}

/** The words a reader sees: the literal text of a message, plural and select branches included, arguments and tags left out. */
function visibleText(message: string, locale = 'pa'): string {
  const texts: string[] = []
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if (element.type === 0) texts.push(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
      if ('children' in element) walk(element.children)
    }
  }
  walk(new IntlMessageFormat(message, locale).getAst())
  return texts.join(' ')
}

const all = leaves(catalogue)

describe('the message catalogue', () => {
  it('has every message in English and Punjabi, and both parse as ICU messages with the same arguments', () => {
    for (const { key, message } of all) {
      expect(message.en.trim(), key).not.toBe('')
      expect(message.pa.trim(), key).not.toBe('')
      expect(argumentsOf(message.pa, 'pa'), key).toEqual(argumentsOf(message.en, 'en'))
    }
  })

  it('writes Punjabi in Gurmukhi: no English word left in a Punjabi message but names and acronyms', () => {
    const untranslated = all
      .map(({ key, message }) => ({ key, words: untranslatedWords(visibleText(message.pa)), gurmukhi: hasGurmukhi(message.pa) }))
      .filter(
        ({ words, gurmukhi }, index) =>
          words.length > 0 || (!gurmukhi && untranslatedWords(visibleText(all[index]!.message.en, 'en')).length > 0),
      )
    expect(untranslated).toEqual([])
  })
})
