/**
 * How large an uploaded or fetched image may be. Plain JavaScript because next.config.mjs reads the
 * byte limit when the build starts (the cap on a server action's body), and the browser's file
 * check, the upload actions and the image pipeline import the same numbers.
 */

/** The largest image file a form uploads (logos, screenshots): checked in the browser and in the action. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/**
 * Next's cap on a server action's body: one image at the limit plus its multipart envelope and the
 * form's other fields. A larger call is refused before Next reads it (src/proxy.ts), because Next
 * answers an oversized body by throwing, which is a 500.
 */
export const SERVER_ACTION_BODY_LIMIT = MAX_IMAGE_BYTES + 256 * 1024

/**
 * The widest and tallest image we decode. A few kilobytes of PNG can declare 8000×8000 pixels,
 * which take seconds and hundreds of megabytes to decode: dimensions are read from the header and
 * checked before any decoding, and sharp is given the same limit in pixels.
 */
export const MAX_IMAGE_SIDE = 4096
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE

/** @param {string} what "logo", "screenshot", "image"… */
export const tooManyBytes = (what) => `The ${what} must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller.`

/** @param {string} what */
export const tooManyPixels = (what) => `The ${what} is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`
