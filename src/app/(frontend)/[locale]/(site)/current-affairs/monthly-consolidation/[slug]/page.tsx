import { type MonthlyPageProps, MonthlyView } from './monthly-view'

export { generateMonthlyMetadata as generateMetadata } from './monthly-view'

/** Rendered on first request, then cached: the visitor's page (ADR 010). */
export function generateStaticParams() {
  return []
}

export default function MonthlyConsolidationPage({ params }: MonthlyPageProps) {
  return <MonthlyView params={params} viewer="visitor" />
}
