/**
 * Translation parity (ADR 036): what two versions of one text must share whatever the language. PPSC's
 * own papers have lost marks to a year or a figure changed in translation, so the question form
 * compares the English and the Punjabi of each text as staff type, and says where they differ. These
 * are warnings, not refusals: a number may rightly be written out in words in one language.
 */

/** Gurmukhi digits ੦–੯ (U+0A66–U+0A6F) read as 0–9. */
const toWesternDigits = (text: string) => text.replace(/[\u0A66-\u0A6F]/g, (digit) => String(digit.charCodeAt(0) - 0x0a66))

/** A year as exam questions write them: 1000–2099. */
const isYear = (number: string) => /^(1\d{3}|20\d{2})$/.test(number)

/**
 * The numbers a text contains, in either script, as sorted strings: digit groups (`1,00,000` and
 * `100000` are the same number) with a decimal part kept (`2.5`).
 */
export function numbersIn(text: string): string[] {
  const matches = toWesternDigits(text).match(/\d[\d,]*(?:\.\d+)?/g) ?? []
  return matches.map((match) => match.replace(/,(?=\d)/g, '').replace(/,+$/, '')).sort()
}

export type ParityFlag =
  | { kind: 'years'; english: string[]; punjabi: string[] }
  | { kind: 'numbers'; english: string[]; punjabi: string[] }
  | { kind: 'option-count'; english: number; punjabi: number }

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index])

/**
 * Where one text's two versions differ in their years or their other numbers. Nothing while either
 * version is empty: a missing translation is the required-text rule's business (rules.ts).
 */
export function textParityFlags(english: string | null | undefined, punjabi: string | null | undefined): ParityFlag[] {
  if (!english?.trim() || !punjabi?.trim()) return []
  const en = numbersIn(english)
  const pa = numbersIn(punjabi)
  const flags: ParityFlag[] = []
  const enYears = en.filter(isYear)
  const paYears = pa.filter(isYear)
  if (!same(enYears, paYears)) flags.push({ kind: 'years', english: enYears, punjabi: paYears })
  const enOthers = en.filter((number) => !isYear(number))
  const paOthers = pa.filter((number) => !isYear(number))
  if (!same(enOthers, paOthers)) flags.push({ kind: 'numbers', english: enOthers, punjabi: paOthers })
  return flags
}

/** How many of the texts are written (not empty or blank). */
export const writtenCount = (texts: readonly (string | null | undefined)[]) => texts.filter((text) => Boolean(text?.trim())).length

/** How many options each version has written: a difference once any option has been translated. */
export function optionCountFlag(english: number, punjabi: number): ParityFlag[] {
  return punjabi > 0 && english !== punjabi ? [{ kind: 'option-count', english, punjabi }] : []
}

const list = (numbers: readonly string[]) => (numbers.length ? numbers.join(', ') : 'none')

/** What the form says of a flag, in staff's words (the admin is in English). */
export function describeParityFlag(flag: ParityFlag): string {
  switch (flag.kind) {
    case 'years':
      return `Check the years: the English has ${list(flag.english)}, the Punjabi ${list(flag.punjabi)}.`
    case 'numbers':
      return `Check the numbers: the English has ${list(flag.english)}, the Punjabi ${list(flag.punjabi)}.`
    case 'option-count':
      return `Check the options: ${flag.english} written in English, ${flag.punjabi} in Punjabi.`
  }
}
