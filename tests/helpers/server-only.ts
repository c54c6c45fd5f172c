// Stands in for the `server-only` package in vitest: the tests are the server, so modules marked
// server-only (the local API client, page queries, route helpers) load here as they do in Next.
export {}
