/**
 * How a candidate appears on a mock window's published leaderboard, their choice on the account page:
 * their initials (unless they choose otherwise), their name, or anonymously. Kept apart from the
 * window's rules because the account form ships it to the browser; the labels are in the catalogue
 * (`forms.leaderboardName`).
 */
export const LEADERBOARD_NAMES = ['initials', 'name', 'anonymous'] as const
export type LeaderboardName = (typeof LEADERBOARD_NAMES)[number]

export const isLeaderboardName = (value: unknown): value is LeaderboardName =>
  typeof value === 'string' && (LEADERBOARD_NAMES as readonly string[]).includes(value)
