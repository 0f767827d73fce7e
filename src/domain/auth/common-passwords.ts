/**
 * Passwords that appear at the top of every leaked-password list, plus the local favourites a Punjab
 * audience reaches for. A sign-up with one of them is refused whatever its length.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '88888888', '87654321', '11223344', '12121212',
  '123123123', '147258369', '159753456', '741852963', '963852741', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', '1qaz2wsx', 'qazwsxedc', 'password', 'password1', 'password12', 'password123', 'password@123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass@123', 'pass1234', 'admin123', 'admin@123', 'administrator', 'welcome1', 'welcome123',
  'welcome@123', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars', 'trustno1',
  'letmein1', 'whatever', 'computer', 'internet', 'michelle', 'jennifer', 'mustang1', 'shadow12', 'master12', 'dragon12',
  'monkey12', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'a1234567', 'qwerty12', 'qwerty123', 'qwerty@123', 'test1234',
  'test@123', 'changeme', 'default1', 'secret12', 'google123', 'india123', 'india@123', 'india1234', 'bharat123', 'hindustan',
  'punjab123', 'punjab@123', 'punjab1234', 'punjabi123', 'waheguru', 'waheguru1', 'waheguru123', 'waheguruji', 'satnam123', 'khalsa123',
  'sardar123', 'singh123', 'singh1234', 'kaur1234', 'kaur@123', 'amritsar', 'amritsar1', 'ludhiana', 'jalandhar', 'chandigarh',
  'patiala1', 'mohali123', 'bathinda', 'krishna1', 'krishna123', 'jaishreeram', 'jaimatadi', 'omnamahshivay', 'ganesh123', 'sairam123',
  'cricket1', 'cricket123', 'sachin10', 'dhoni007', 'virat18', 'kohli18', 'ppsc2026', 'ppsc2027', 'pcs12345', 'upsc2026',
  'iasofficer', 'civilservices', 'mobile123', 'lovely123', 'sweety123', 'princess1', 'rockstar', 'qwerty1234', 'zaq12wsx', 'aaaaaaaa',
])

/** Compared case-insensitively: "Password123" is as weak as "password123". */
export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase())
