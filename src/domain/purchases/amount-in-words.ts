/**
 * An invoice's amount in words, as Indian invoices and cheques write it (ADR 053): counted in
 * thousands, lakhs and crores, not millions ("Rupees Twelve Lakh Thirty-Four Thousand Five Hundred
 * Sixty-Seven only"), with the paise when there are any ("… and Fifty Paise only").
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 1 to 99: "Seven", "Forty", "Ninety-Nine". */
function belowHundred(number: number): string {
  if (number < 20) return ONES[number]!
  const ones = number % 10
  return ones ? `${TENS[Math.floor(number / 10)]}-${ONES[ones]}` : TENS[Math.floor(number / 10)]!
}

/** 1 to 999: "Nine Hundred Ninety-Nine", without the British "and". */
function belowThousand(number: number): string {
  const hundreds = Math.floor(number / 100)
  const rest = number % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/**
 * A whole number in Indian words: 1,00,000 is "One Lakh", 1,00,00,000 "One Crore". Past 99 crore the
 * crores are themselves counted in words ("One Thousand Crore"), as Indian usage has it.
 */
export function indianNumberInWords(number: number): string {
  if (!Number.isSafeInteger(number) || number < 0) throw new RangeError(`Not a whole number of rupees: ${number}`)
  if (number === 0) return ONES[0]!
  const crores = Math.floor(number / 10_000_000)
  const lakhs = Math.floor(number / 100_000) % 100
  const thousands = Math.floor(number / 1000) % 100
  const rest = number % 1000
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** An amount in paise as an invoice writes it: "Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${paise}`)
  const rupees = `Rupees ${indianNumberInWords(Math.floor(paise / 100))}`
  const rest = paise % 100
  return rest ? `${rupees} and ${belowHundred(rest)} Paise only` : `${rupees} only`
}
