const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/**
 * A message with its e-mail addresses marked as written in Latin letters (`lang="en"`): on a Punjabi
 * page a screen reader then spells them out as written, and they are not taken for untranslated words.
 */
export function WithAddresses({ text }: { text: string }) {
  return text.split(ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
