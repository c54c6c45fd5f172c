import { inject } from 'vitest'

// Runs before each test file imports the Payload config, which reads the environment once.
process.env.DATABASE_URI = inject('databaseUri')
process.env.PAYLOAD_SECRET = 'test-secret'
process.env.SERVER_URL ??= 'http://127.0.0.1:3100'
