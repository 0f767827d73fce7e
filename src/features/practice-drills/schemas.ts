import * as z from 'zod/mini'

/** A checked answer in a drill, from the page's form (with or without JavaScript): the question and one option. */
export const drillAnswerSchema = z.object({
  questionId: z.string().check(z.regex(/^\d+$/)),
  option: z.enum(['A', 'B', 'C', 'D']),
})
export type DrillAnswer = z.infer<typeof drillAnswerSchema>
