/**
 * Latin words a Punjabi page may show: names, acronyms and brands that Punjabi readers see written this
 * way (the real PPSC paper prints them so). Anything else in Latin letters on a Punjabi page is an
 * untranslated string: the catalogue test and the browser check for Punjabi pages both use this list.
 */
export const properNouns = new Set([
  'PPSC', 'PCS', 'PSSSB', 'UPSC', 'IAS', 'GS', 'CSAT', 'NCERT', 'MCQ', 'MCQs', 'PYQ', 'PYQs', 'GK', 'CA',
  'PDF', 'IST', 'UPI', 'OTP', 'URL', 'SMS', 'WhatsApp', 'Telegram', 'YouTube', 'Instagram', 'Facebook', 'X',
  'Tribune', 'The', 'English', 'AM', 'PM', 'KB', 'MB', 'A', 'B', 'C', 'D', 'E', 'Punjab', 'Academy',
])

/** Roman numerals as Punjabi texts print them too: "ਪੇਪਰ II", "ਭਾਗ IVA" (the Constitution's parts). */
const romanNumeral = /^[IVXLC]+A?(-[IVXLC]+A?)?$/

/**
 * Latin-letter words in a text that are not on the list (numbers, punctuation and Gurmukhi pass, and so
 * do Roman numerals, letters that are part of a number, like the Constitution's "Article 243ZG", and
 * e-mail addresses, which are written the same in every language).
 */
export function untranslatedWords(text: string): string[] {
  return (text.replace(/\S+@\S+\.\w+/g, ' ').match(/(?<![0-9A-Za-z])[A-Za-z][A-Za-z'’.-]*/g) ?? [])
    .map((word) => word.replace(/[.'’-]+$/, ''))
    .filter((word) => word && !properNouns.has(word) && !romanNumeral.test(word))
}

/** True when a text has any Gurmukhi letter. */
export const hasGurmukhi = (text: string) => /[\u0A00-\u0A7F]/.test(text)
