import { describe, expect, it } from 'vitest'

import { untranslatedWords } from './proper-nouns'

describe('untranslatedWords', () => {
  it('finds English words on a Punjabi page, but not names, acronyms or numbers', () => {
    expect(untranslatedWords('ਪੰਜਾਬ ਦੇ PPSC ਪੇਪਰ II ਵਿੱਚ Article 243ZG')).toEqual(['Article'])
    expect(untranslatedWords('Breadcrumb')).toEqual(['Breadcrumb'])
  })

  it('lets a formula keep its variables and its multiplication x, but not an English word', () => {
    expect(untranslatedWords('ਕੁੱਲ ਤਬਦੀਲੀ % = a + b + ab/100')).toEqual([])
    expect(untranslatedWords('ਲਾਭ % = ਲਾਭ / ਖ਼ਰੀਦ ਮੁੱਲ x 100')).toEqual([])
    expect(untranslatedWords('2xy / (x + y)')).toEqual([])
    expect(untranslatedWords('ਚਾਲ = ਦੂਰੀ / ਸਮਾਂ in hours')).toEqual(['in', 'hours'])
    // Outside a formula a lone small letter is still English.
    expect(untranslatedWords('ਉੱਤਰ a ਹੈ')).toEqual(['a'])
  })
})
