const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text (a tool name, a reason a reviewer wrote) as HTML that shows it literally, in text or in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!)
}

/**
 * A subject on one line: a tool name with a line break must neither add a header nor a body to
 * the message (nodemailer folds it too; this keeps the subject we log and test the one sent).
 */
export function singleLine(value: string): string {
  return value.replace(/[\s\p{Cc}\u2028\u2029]+/gu, ' ').trim()
}

