/** What a visitor reads when a sign-in, sign-up or password action fails unexpectedly (the error itself goes to the log). */
export const UNEXPECTED = 'Something went wrong. Please try again.'
