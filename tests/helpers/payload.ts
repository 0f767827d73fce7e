import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this test file, on the fresh database `int-setup.ts` made for it. */
export function getTestPayload(): Promise<Payload> {
  return getPayload({ config })
}
