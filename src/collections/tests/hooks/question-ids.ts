import { idOrNull } from '@/lib/ids'

type Relation = number | string | { id: number | string }
type SectionData = { id?: string | null; questions?: Relation[] | null }

/**
 * The questions a test will hold once this change is saved, section by section in order. An update
 * that leaves a section's questions out (a Punjabi-title edit, say) keeps that section's questions
 * from the saved document.
 */
export function questionIdsAfterChange(data: { sections?: unknown }, originalDoc: { sections?: unknown } | undefined): (number | string)[] {
  const saved = (originalDoc?.sections ?? []) as SectionData[]
  const sections = (data.sections ?? saved) as SectionData[]
  return sections.flatMap((section) => {
    const questions = section.questions ?? saved.find((row) => row.id && row.id === section.id)?.questions ?? []
    return questions.map(idOrNull).filter((id) => id !== null)
  })
}
