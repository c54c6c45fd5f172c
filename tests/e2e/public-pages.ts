/**
 * Every public page a visitor can reach without an account, with the status it answers: the list
 * the visual check and the accessibility and markup checks walk. A new public page belongs here.
 */
export const PUBLIC_PAGES: { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/?q=sourcing' },
  { name: 'category-listing', path: '/categories/recruiter/candidate-sourcing' },
  { name: 'categories', path: '/categories' },
  { name: 'tool', path: '/tools/peoplegpt' },
  // Stated pricing and compliance facts: the facts tables filled rather than one line each.
  { name: 'tool-many-facts', path: '/tools/claude' },
  { name: 'compare', path: '/compare?tools=peoplegpt,gem' },
  { name: 'integration', path: '/integrations/greenhouse' },
  { name: 'full-list', path: '/full-list' },
  { name: 'resources', path: '/resources' },
  { name: 'article', path: '/resources/ai-interview-assistants' },
  { name: 'article-sourcing', path: '/resources/best-ai-sourcing-tools' },
  { name: 'submit-tool', path: '/submit-tool' },
  { name: 'submit-tool-form', path: '/submit-tool/form' },
  { name: 'feature-tool', path: '/feature-tool' },
  { name: 'sign-in', path: '/auth' },
  { name: 'sign-up', path: '/auth?mode=signup' },
  { name: 'forgot-password', path: '/auth/forgot-password' },
  { name: 'newsletter', path: '/newsletter' },
  { name: 'newsletter-confirm-invalid', path: '/newsletter/confirm?token=not-a-real-token-at-all' },
  { name: 'help-center', path: '/help-center' },
  { name: 'review-process', path: '/review-process' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'report', path: '/report' },
  { name: 'not-found', path: '/no-such-page-here', status: 404 },
  { name: 'tool-not-found', path: '/tools/greenhose', status: 404 },
]
