import { LeaderboardView, type LeaderboardPageProps } from '../../../leaderboard/[slug]/leaderboard-view'

export { generateLeaderboardMetadata as generateMetadata } from '../../../leaderboard/[slug]/leaderboard-view'

// A leaderboard for a reader with a session: their own rank, in the district too (ADR 010, ADR 044).
export const dynamic = 'force-dynamic'

export default function SignedInLeaderboardPage({ params }: LeaderboardPageProps) {
  return <LeaderboardView params={params} viewer="signed-in" />
}
