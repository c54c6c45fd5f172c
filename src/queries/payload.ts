// Kept while src/app/(frontend)/submit-tool/update-card/page.tsx still imports it from here; the client lives in lib.
export { payloadClient } from '@/lib/payload'
