import { type MonthlyPageProps, MonthlyView } from '../../../../current-affairs/monthly-consolidation/[slug]/monthly-view'

export { generateMonthlyMetadata as generateMetadata } from '../../../../current-affairs/monthly-consolidation/[slug]/monthly-view'

// A month's page for a reader with a session: a paid month opens for the enrolled (ADR 008, ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInMonthlyConsolidationPage({ params }: MonthlyPageProps) {
  return <MonthlyView params={params} viewer="signed-in" />
}
