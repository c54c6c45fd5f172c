/** Launch values of the "site-settings" global: the footer's contact address and the brand's own profiles. */
export const siteSettings = {
  brandName: 'HireStack',
  tagline: 'The curated directory of AI tools for recruiters and job seekers.',
  contactEmail: 'hello@hirestack.io',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/hirestack' },
    { label: 'X', url: 'https://x.com/hirestack' },
  ],
}
