import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this test file, on the fresh database `int-setup.ts` made for it. */
export function getTestPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** The site settings an e-mail signs with (support address, phone), for tests that read what was sent. */
export async function setSupportContacts(): Promise<void> {
  const payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { supportEmail: 'help@pcs.test', phone: '+91 98140 52600' },
    overrideAccess: true,
  })
}
