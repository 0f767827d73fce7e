import { LeaderboardView, type LeaderboardPageProps } from './leaderboard-view'

export { generateLeaderboardMetadata as generateMetadata } from './leaderboard-view'

/** Rendered on first request, then cached for half a minute: the visitor's page (ADR 010, ADR 044). */
export const revalidate = 30

export function generateStaticParams() {
  return []
}

export default function LeaderboardPage({ params }: LeaderboardPageProps) {
  return <LeaderboardView params={params} viewer="visitor" />
}
