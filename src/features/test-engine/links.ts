/** Why the start form came back to the instructions (`?error=`); the page says it in words (`testSeries.instructions.errors`). */
export type StartError = 'confirm' | 'refused'
export const isStartError = (code: unknown): code is StartError => code === 'confirm' || code === 'refused'
