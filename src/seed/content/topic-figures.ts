import type { Bilingual } from './types'

/** Diagrams placed in topic notes (drawn as SVG by the seed, stored as PNG images). */
export type TopicFigureSeed = {
  stage: 'prelims' | 'mains'
  key: string
  filename: string
  /** Placed right after this heading of the notes (0 = the first), in both languages. */
  afterHeading: number
  alt: Bilingual
  svg: string
}

const W = 960
const H = 600
const label = (x: number, y: number, text: string, size = 26, weight = 700, fill = '#0b2e1f') =>
  `<text x="${x}" y="${y}" font-family="Noto Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${text}</text>`

/**
 * Punjab's three regions and the rivers between them, as a schematic (not to scale): the Ravi and the
 * Beas bound Majha, the Beas and the Sutlej bound Doaba, and Malwa lies south of the Sutlej.
 */
const punjabRegions = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f7faf8"/>
  ${label(W / 2, 44, "Punjab's regions and rivers (schematic, not to scale)", 28)}
  <path d="M60 90 L470 90 L430 250 C 300 255, 180 280, 60 300 Z" fill="#dcefe4" stroke="#7aa88d" stroke-width="2"/>
  <path d="M470 90 L760 90 L760 120 C 700 200, 600 245, 430 250 Z" fill="#fdf0d5" stroke="#c9a45c" stroke-width="2"/>
  <path d="M60 300 C 180 280, 300 255, 430 250 C 600 245, 700 200, 760 120 L900 120 L900 560 L60 560 Z" fill="#e6eefb" stroke="#7f9cc9" stroke-width="2"/>
  <path d="M60 110 C 140 130, 200 100, 300 120" fill="none" stroke="#1f6fb2" stroke-width="7" stroke-linecap="round"/>
  ${label(190, 160, 'Ravi', 22, 600, '#1f4f80')}
  <path d="M470 90 C 455 150, 445 200, 430 250" fill="none" stroke="#1f6fb2" stroke-width="7" stroke-linecap="round"/>
  ${label(410, 150, 'Beas', 22, 600, '#1f4f80')}
  <path d="M760 120 C 700 200, 600 245, 430 250 C 300 255, 180 280, 60 300" fill="none" stroke="#1f6fb2" stroke-width="7" stroke-linecap="round"/>
  ${label(700, 250, 'Sutlej', 22, 600, '#1f4f80')}
  ${label(230, 200, 'MAJHA')}
  ${label(240, 230, 'Amritsar, Tarn Taran, Gurdaspur, Pathankot', 17, 500)}
  ${label(585, 135, 'DOABA')}
  ${label(585, 163, 'Jalandhar, Kapurthala,', 18, 500)}
  ${label(585, 185, 'Hoshiarpur, SBS Nagar', 18, 500)}
  ${label(480, 410, 'MALWA')}
  ${label(480, 442, 'Ludhiana, Patiala, Bathinda, Sangrur, Moga, Ferozepur, Faridkot and more', 18, 500)}
  ${label(480, 470, 'the largest region: about two-thirds of the state and most of its assembly seats', 18, 500)}
  ${label(W / 2, 585, 'Punjab = "five waters": Sutlej, Beas, Ravi, Chenab and Jhelum (the last two flow in Pakistan since 1947)', 17, 500, '#33443a')}
</svg>`

export const topicFigures: TopicFigureSeed[] = [
  {
    stage: 'prelims',
    key: 'geography',
    filename: 'punjab-regions-majha-doaba-malwa.png',
    // "Punjab: land and regions"
    afterHeading: 2,
    alt: {
      en: "Schematic map of Punjab's three regions: Majha between the Ravi and the Beas, Doaba between the Beas and the Sutlej, and Malwa south of the Sutlej.",
      pa: 'ਪੰਜਾਬ ਦੇ ਤਿੰਨ ਖੇਤਰਾਂ ਦਾ ਨਕਸ਼ਾ: ਰਾਵੀ ਤੇ ਬਿਆਸ ਵਿਚਕਾਰ ਮਾਝਾ, ਬਿਆਸ ਤੇ ਸਤਲੁਜ ਵਿਚਕਾਰ ਦੋਆਬਾ, ਅਤੇ ਸਤਲੁਜ ਤੋਂ ਦੱਖਣ ਵੱਲ ਮਾਲਵਾ।',
    },
    svg: punjabRegions,
  },
]
