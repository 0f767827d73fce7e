import { redirect } from 'next/navigation'

import { TEST_SERIES_PATH } from '@/lib/links'

/** `/test` on its own: the tests are listed on the test series page. */
export default function TestIndexPage() {
  redirect(TEST_SERIES_PATH)
}
