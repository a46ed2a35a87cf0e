#!/usr/bin/env node
// Prints a password hash in the mall's format (same parameters as mall/passwords.ts):
//   node scripts/hash-password.mjs 'Mall@2026'
import { pbkdf2Sync, randomBytes } from 'node:crypto'

const ITERATIONS = 100_000
const password = process.argv[2]
if (!password) {
  console.error('usage: node scripts/hash-password.mjs <password> [count]')
  process.exit(1)
}
const count = Number(process.argv[3] ?? 1)
for (let i = 0; i < count; i++) {
  const salt = randomBytes(16)
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256')
  console.log(`pbkdf2$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`)
}
