/**
 * `npm run create-admin`: creates an administrator account in the configured database (SQLite or
 * PostgreSQL, the same DATABASE_URL/DATA_DIR as the server) through the Local API. The name, e-mail
 * and password come from ADMIN_NAME, ADMIN_EMAIL and ADMIN_PASSWORD, or are asked for in a terminal;
 * they follow the sign-up rules. This is how a production site gets its first administrator.
 */
import { stdin, stdout } from 'node:process'
import readline from 'node:readline/promises'

type AdminInput = { name?: string; email?: string; password?: string }

const given: AdminInput = { name: process.env.ADMIN_NAME, email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
const input = await askForMissing(given)

// Imported only once the account is known: loading the config takes seconds and logs its own warnings,
// which would otherwise come before the questions.
const [{ default: config }, { getPayload }, { createAdmin }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('@/collections/users/first-admin'),
])
const payload = await getPayload({ config })
const result = await createAdmin(payload, input)
if (result.ok) console.log(`Created the administrator ${result.email}. Sign in at /admin.`)
else console.error(`No administrator was created.\n${result.message}`)
await payload.destroy()
process.exit(result.ok ? 0 : 1)

async function askForMissing(values: AdminInput): Promise<AdminInput> {
  if (values.name && values.email && values.password) return values
  if (!stdin.isTTY) {
    console.error('Set ADMIN_NAME, ADMIN_EMAIL and ADMIN_PASSWORD, or run this in a terminal to be asked for them.')
    process.exit(1)
  }
  const prompt = readline.createInterface({ input: stdin, output: stdout })
  const name = values.name || (await prompt.question('Full name: '))
  const email = values.email || (await prompt.question('E-mail address: '))
  let password = values.password
  while (!password) {
    const first = await askHidden(prompt, 'Password (8 or more characters, not a common one): ')
    const again = await askHidden(prompt, 'The same password again: ')
    if (first === again) password = first
    else console.error('The two passwords differ. Try again.')
  }
  prompt.close()
  return { name, email, password }
}

/** A question whose answer is not echoed (a password). */
async function askHidden(prompt: readline.Interface, question: string): Promise<string> {
  stdout.write(question)
  const echo = prompt as unknown as { _writeToOutput: (text: string) => void }
  const write = echo._writeToOutput
  echo._writeToOutput = () => undefined
  try {
    return await prompt.question('')
  } finally {
    echo._writeToOutput = write
    stdout.write('\n')
  }
}
