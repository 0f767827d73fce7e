import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The in-process Payload instance (Local API). Never call the app's own HTTP API from the server. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
