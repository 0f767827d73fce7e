import { changePassword } from '@/features/auth/account.server'
import { handleAccountPost } from '@/features/auth/auth-route.server'

/** POST /api/account/password: change the password, given the current one. */
export async function POST(request: Request) {
  return handleAccountPost(request, changePassword)
}
