/**
 * RFC 8058 one-click unsubscribe, for every list the site mails (the newsletter, the follow digest):
 * the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart) to the URL of
 * the `List-Unsubscribe` header, and reads a short plain-text answer.
 */
export async function isOneClickBody(request: Request): Promise<boolean> {
  try {
    return (await request.formData()).get('List-Unsubscribe') === 'One-Click'
  } catch {
    return false
  }
}

export function oneClickAnswer(message: string, status: number): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
