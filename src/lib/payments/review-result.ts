/** What a review action reports to the admin who clicked it. */
export type ReviewResult =
  | { ok: true; status: string; message: string }
  | { ok: false; status?: string; message: string; httpStatus: 400 | 404 | 409 | 502 }

export function reviewError(message: string, httpStatus: 400 | 404 | 409 | 502, status?: string): ReviewResult {
  return { ok: false, message, httpStatus, status }
}
