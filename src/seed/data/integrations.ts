import type { SeedIntegration } from './types'

/**
 * The products seeded tools integrate with, one row per product, named as the vendor
 * spells it. Every name in a seed tool's `integrations` has a row here (tests/unit/seed-data.spec.ts);
 * a few more are listed because recruiters filter by them (the main ATS and HR systems).
 * `website` is the product's official homepage.
 */
export const seedIntegrations: SeedIntegration[] = [
  // Applicant tracking systems
  { name: 'Greenhouse', slug: 'greenhouse', kind: 'ats', website: 'https://www.greenhouse.com' },
  { name: 'Lever', slug: 'lever', kind: 'ats', website: 'https://www.lever.co' },
  { name: 'iCIMS', slug: 'icims', kind: 'ats', website: 'https://www.icims.com' },
  { name: 'Ashby', slug: 'ashby', kind: 'ats', website: 'https://www.ashbyhq.com' },
  { name: 'SmartRecruiters', slug: 'smartrecruiters', kind: 'ats', website: 'https://www.smartrecruiters.com' },
  { name: 'Jobvite', slug: 'jobvite', kind: 'ats', website: 'https://www.jobvite.com' },
  { name: 'Teamtailor', slug: 'teamtailor', kind: 'ats', website: 'https://www.teamtailor.com' },
  { name: 'Workable', slug: 'workable', kind: 'ats', website: 'https://www.workable.com' },
  { name: 'Bullhorn', slug: 'bullhorn', kind: 'ats', website: 'https://www.bullhorn.com' },
  { name: 'JazzHR', slug: 'jazzhr', kind: 'ats', website: 'https://www.jazzhr.com' },
  { name: 'Recruitee', slug: 'recruitee', kind: 'ats', website: 'https://recruitee.com' },
  { name: 'Breezy HR', slug: 'breezy-hr', kind: 'ats', website: 'https://breezy.hr' },

  // HR systems (HRIS / HCM suites with recruiting modules)
  { name: 'Workday', slug: 'workday', kind: 'hris', website: 'https://www.workday.com' },
  { name: 'SAP SuccessFactors', slug: 'sap-successfactors', kind: 'hris', website: 'https://www.sap.com/products/hcm.html' },
  { name: 'BambooHR', slug: 'bamboohr', kind: 'hris', website: 'https://www.bamboohr.com' },
  { name: 'Personio', slug: 'personio', kind: 'hris', website: 'https://www.personio.com' },
  { name: 'Zoho People', slug: 'zoho-people', kind: 'hris', website: 'https://www.zoho.com/people/' },
  { name: 'Rippling', slug: 'rippling', kind: 'hris', website: 'https://www.rippling.com' },

  // Job boards and professional networks
  { name: 'LinkedIn', slug: 'linkedin', kind: 'job_board', website: 'https://www.linkedin.com' },
  { name: 'Indeed', slug: 'indeed', kind: 'job_board', website: 'https://www.indeed.com' },
  { name: 'ZipRecruiter', slug: 'ziprecruiter', kind: 'job_board', website: 'https://www.ziprecruiter.com' },
  { name: 'Glassdoor', slug: 'glassdoor', kind: 'job_board', website: 'https://www.glassdoor.com' },

  // CRM
  { name: 'Salesforce', slug: 'salesforce', kind: 'crm', website: 'https://www.salesforce.com' },
  { name: 'HubSpot', slug: 'hubspot', kind: 'crm', website: 'https://www.hubspot.com' },

  // Calendars and scheduling
  { name: 'Google Calendar', slug: 'google-calendar', kind: 'calendar', website: 'https://workspace.google.com/products/calendar/' },
  { name: 'Calendly', slug: 'calendly', kind: 'calendar', website: 'https://calendly.com' },

  // Email
  { name: 'Gmail', slug: 'gmail', kind: 'email', website: 'https://workspace.google.com/products/gmail/' },
  { name: 'Outlook', slug: 'outlook', kind: 'email', website: 'https://www.microsoft.com/en-us/microsoft-365/outlook' },

  // Messaging
  { name: 'Slack', slug: 'slack', kind: 'messaging', website: 'https://slack.com' },
  { name: 'Microsoft Teams', slug: 'microsoft-teams', kind: 'messaging', website: 'https://www.microsoft.com/en-us/microsoft-teams/group-chat-software' },
  { name: 'WhatsApp', slug: 'whatsapp', kind: 'messaging', website: 'https://www.whatsapp.com' },
  { name: 'Facebook Messenger', slug: 'facebook-messenger', kind: 'messaging', website: 'https://www.messenger.com' },

  // Video meetings
  { name: 'Zoom', slug: 'zoom', kind: 'video', website: 'https://www.zoom.com' },
  { name: 'Google Meet', slug: 'google-meet', kind: 'video', website: 'https://workspace.google.com/products/meet/' },
  { name: 'Webex', slug: 'webex', kind: 'video', website: 'https://www.webex.com' },

  // Documents and productivity
  { name: 'Google Drive', slug: 'google-drive', kind: 'productivity', website: 'https://workspace.google.com/products/drive/' },
  { name: 'Google Docs', slug: 'google-docs', kind: 'productivity', website: 'https://workspace.google.com/products/docs/' },
  { name: 'Google Sheets', slug: 'google-sheets', kind: 'productivity', website: 'https://workspace.google.com/products/sheets/' },
  { name: 'Microsoft OneDrive', slug: 'microsoft-onedrive', kind: 'productivity', website: 'https://www.microsoft.com/en-us/microsoft-365/onedrive/online-cloud-storage' },
  { name: 'Microsoft Word', slug: 'microsoft-word', kind: 'productivity', website: 'https://www.microsoft.com/en-us/microsoft-365/word' },
  { name: 'Notion', slug: 'notion', kind: 'productivity', website: 'https://www.notion.com' },
  { name: 'DocuSign', slug: 'docusign', kind: 'productivity', website: 'https://www.docusign.com' },

  // Automation
  { name: 'Zapier', slug: 'zapier', kind: 'automation', website: 'https://zapier.com' },
]
