import { updateProfile } from '@/features/auth/account.server'
import { handleAccountPost } from '@/features/auth/auth-route.server'

/** POST /api/account/profile: the signed-in candidate's name and mobile. */
export async function POST(request: Request) {
  return handleAccountPost(request, updateProfile)
}
