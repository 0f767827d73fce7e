'use server'

import { signIn, type SignInResult } from './sign-in.server'
import { signUp, type SignUpResult } from './sign-up.server'

/** Server actions for the sign-in and sign-up forms; the use-cases do the checking. */
export async function signInAction(input: { email: string; password: string }): Promise<SignInResult> {
  return signIn(input)
}

export async function signUpAction(input: { name: string; email: string; mobile: string; password: string; terms: boolean }): Promise<SignUpResult> {
  return signUp(input)
}
