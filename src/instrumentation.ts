export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { bootServer } = await import('./boot')
  await bootServer()
}
