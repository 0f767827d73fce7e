/**
 * A line of text cut into runs that one font each can draw. The PDF's fonts come in per-script files
 * (Gurmukhi, Latin, Latin Extended), as the site's do, so "ਤੁਹਾਡੇ ਅੰਕ: 45/100" is drawn as a Gurmukhi
 * run and a Latin one. Characters every script uses (spaces, joiners) stay in the run they are in, so
 * a run breaks only where the script changes and shaping sees whole words.
 */
export type FontRun<Font extends string> = { font: Font; text: string }

/** Spaces, no-break spaces and the zero-width joiners: drawn by whichever font is current. */
const isNeutral = (codePoint: number) => codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x200c || codePoint === 0x200d

/**
 * `pick` names the font for a character, or null when no font has it (it is then drawn with
 * `fallback`, which shows the reader something is missing rather than dropping it silently).
 */
export function fontRuns<Font extends string>(text: string, pick: (codePoint: number) => Font | null, fallback: Font): FontRun<Font>[] {
  const runs: FontRun<Font>[] = []
  let pendingNeutral = ''
  for (const character of text) {
    const codePoint = character.codePointAt(0)!
    const last = runs.at(-1)
    if (isNeutral(codePoint)) {
      if (last) last.text += character
      else pendingNeutral += character
      continue
    }
    const font = pick(codePoint) ?? fallback
    if (last && last.font === font) last.text += character
    else {
      runs.push({ font, text: pendingNeutral + character })
      pendingNeutral = ''
    }
  }
  if (pendingNeutral) {
    const last = runs.at(-1)
    if (last) last.text += pendingNeutral
    else runs.push({ font: fallback, text: pendingNeutral })
  }
  return runs
}
