/**
 * Punjab's 23 districts, and a choice for candidates from elsewhere (Chandigarh, Haryana, abroad). A
 * candidate may give theirs on the account page: staff's results export carries it, and a window's
 * leaderboard will rank by it. The names in both languages are in the catalogue (`forms.districts`).
 */
export const DISTRICTS = [
  'amritsar',
  'barnala',
  'bathinda',
  'faridkot',
  'fatehgarh-sahib',
  'fazilka',
  'ferozepur',
  'gurdaspur',
  'hoshiarpur',
  'jalandhar',
  'kapurthala',
  'ludhiana',
  'malerkotla',
  'mansa',
  'moga',
  'sri-muktsar-sahib',
  'pathankot',
  'patiala',
  'rupnagar',
  'sahibzada-ajit-singh-nagar',
  'sangrur',
  'shahid-bhagat-singh-nagar',
  'tarn-taran',
  'outside-punjab',
] as const

export type District = (typeof DISTRICTS)[number]

export const isDistrict = (value: unknown): value is District =>
  typeof value === 'string' && (DISTRICTS as readonly string[]).includes(value)
