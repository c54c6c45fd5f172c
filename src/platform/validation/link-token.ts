/** The shape of the tokens in mailed links (Payload's verification token, ours for an email change): hex. */
export const isLinkToken = (token: unknown): token is string => typeof token === 'string' && /^[a-f0-9]{20,128}$/i.test(token)
