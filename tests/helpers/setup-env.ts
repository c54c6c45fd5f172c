import path from 'node:path'

import { inject } from 'vitest'

// Runs before each test file imports the Payload config, which reads the environment once.
process.env.DATABASE_URI = inject('databaseUri')
process.env.PAYLOAD_SECRET = 'test-secret'
process.env.SERVER_URL ??= 'http://127.0.0.1:3100'
// Uploads and stored logos of the tests' tools (ids from 1 again each run) stay out of the
// development site's media/, where deleting a test tool would take a real tool's logo with it.
process.env.MEDIA_DIR = path.resolve('.data/test-media')
