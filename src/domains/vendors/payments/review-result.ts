/** What a review action reports to the admin who clicked it. */
export type ReviewResult =
  | { ok: true; status: string; message: string }
  | { ok: false; status?: string; message: string; httpStatus: 400 | 404 | 409 | 502 }

export function reviewError(message: string, httpStatus: 400 | 404 | 409 | 502, status?: string): ReviewResult {
  return { ok: false, message, httpStatus, status }
}

/**
 * An approval that threw rolled back every database change. Once Stripe was asked to bill, the
 * money may have moved all the same; approving again finds that charge or subscription and does
 * not bill twice, which is what the admin needs to hear.
 */
export function approvalFailed(error: unknown, billedAtStripe: boolean): ReviewResult {
  const reason = error instanceof Error ? error.message : String(error)
  return reviewError(
    billedAtStripe
      ? `Approval failed: ${reason}. The payment may have gone through at Stripe; approving again will not charge twice.`
      : `Approval failed and nothing was changed: ${reason}`,
    502,
  )
}
