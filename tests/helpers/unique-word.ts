import { randomUUID } from 'node:crypto'

/** Six letters (k-p), new on every call: a word no other test's tool carries. */
export const uniqueWord = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .replace(/./g, (char) => String.fromCharCode(char.charCodeAt(0) + 10))
