/**
 * Latin words a Punjabi page may show: names, acronyms and brands that Punjabi readers see written this
 * way (the real PPSC paper prints them so). Anything else in Latin letters on a Punjabi page is an
 * untranslated string: the catalogue test and the browser check for Punjabi pages both use this list.
 */
export const properNouns = new Set([
  'PPSC',
  'PCS',
  'PSSSB',
  'UPSC',
  'IAS',
  'GS',
  'CSAT',
  'NCERT',
  'MCQ',
  'MCQs',
  'PYQ',
  'PYQs',
  'GK',
  'CA',
  'PDF',
  // Picture formats, as a phone's gallery names them.
  'JPEG',
  'PNG',
  'WebP',
  'IST',
  'UPI',
  'OTP',
  'URL',
  'SMS',
  'WhatsApp',
  'Google',
  // Authenticator apps by name (two-step sign-in, ADR 052).
  'Microsoft',
  'Authenticator',
  // The payment gateway's name, as its page shows it (ADR 053).
  'Razorpay',
  'Telegram',
  'YouTube',
  'Instagram',
  'Facebook',
  'X',
  'Tribune',
  'The',
  'English',
  'AM',
  'PM',
  'KB',
  'MB',
  'A',
  'B',
  'C',
  'D',
  'E',
  'Punjab',
  'Academy',
  // Names written with small letters inside, as their owners write them (a UN campaign, the space regulator).
  'UNiTE',
  'IN-SPACe',
])

/**
 * An acronym or a Roman numeral as Punjabi study material prints it, in capitals: MSP, GST, CBDR-RC,
 * PM-KISAN, NDCs, "ਪੇਪਰ II", "ਭਾਗ IVA". Only capitals (a plural `s` allowed), so a written English word never passes.
 */
const isAcronym = (word: string) => /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*s?$/.test(word) && word !== 's'

/**
 * Latin-letter words in a text that are neither on the list nor acronyms (numbers, punctuation and
 * Gurmukhi pass, and so do letters that are part of a number, like the Constitution's "Article 243ZG",
 * and e-mail addresses, which are written the same in every language).
 */
export function untranslatedWords(text: string): string[] {
  const formula = isFormula(text)
  return (text.replace(/\S+@\S+\.\w+/g, ' ').match(/(?<![0-9A-Za-z])[A-Za-z][A-Za-z'’.-]*/g) ?? [])
    .map((word) => word.replace(/[.'’-]+$/, ''))
    .filter((word) => word && !properNouns.has(word) && !isAcronym(word) && !(formula && isVariable(word)))
}

/**
 * A formula (`a + b + ab/100`, `ਲਾਭ % = ਲਾਭ / ਖ਼ਰੀਦ ਮੁੱਲ x 100`): a text with an equals sign, a
 * fraction or a sum. Its variables and the multiplication `x` are written in Latin letters in Punjabi
 * mathematics too.
 */
const isFormula = (text: string) => /=|\/|[+×]/.test(text)

/** Short English words that are never a variable, even inside a formula. */
const shortWords = new Set([
  'an',
  'as',
  'at',
  'be',
  'by',
  'do',
  'he',
  'if',
  'in',
  'is',
  'it',
  'me',
  'my',
  'no',
  'of',
  'on',
  'or',
  'so',
  'to',
  'up',
  'us',
  'we',
])

/** A variable or a product of two: one or two small letters. */
const isVariable = (word: string) => /^[a-z]{1,2}$/.test(word) && !shortWords.has(word)

/** True when a text has any Gurmukhi letter. */
export const hasGurmukhi = (text: string) => /[\u0A00-\u0A7F]/.test(text)
