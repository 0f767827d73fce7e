import * as z from 'zod/mini'

/**
 * zod's own wording, in English, for the rules that carry no message of ours ("Invalid input: expected
 * string, received undefined", "Too big: expected number to be <=65535"). The schemas are written with
 * zod/mini, which loads no wording so that the browser's bundle stays small: without this, every such
 * message reads only "Invalid input". The server modules that pass zod's messages on to a reader import
 * this for its effect: `env.ts` (to the operator) and `field-translator.ts` (to a caller of the API).
 * Never import it from browser code: the wording would come back into the bundle. The setting is zod's
 * own, for the whole process.
 */
z.config(z.locales.en())
