import * as z from 'zod/mini'

import { isStateCode } from '@/domain/purchases/gst'
import { fieldMessage as key } from '@/lib/field-messages'
import { nameSchema } from '@/lib/person-fields'

/**
 * The checkout's form, checked alike in the browser and on the server (ADR 053). It names the product
 * and who is billed where; the price is never in it: the server reads it from the product.
 */
export const checkoutSchema = z.object({
  product: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, key('productUnknown'))),
  buyerName: nameSchema,
  buyerState: z.string().check(z.refine(isStateCode, key('stateRequired'))),
})
export type CheckoutInput = z.infer<typeof checkoutSchema>
