/** Products that recruiting tools commonly integrate with, matched by name in a crawled page. */
export const KNOWN_INTEGRATIONS = [
  'Greenhouse', 'Lever', 'Workday', 'iCIMS', 'SmartRecruiters', 'Ashby', 'Bullhorn', 'Jobvite', 'Taleo',
  'SuccessFactors', 'BambooHR', 'Workable', 'JazzHR', 'Teamtailor', 'Recruitee', 'Personio', 'Breezy HR',
  'Jazz HR', 'Gem', 'LinkedIn', 'Indeed', 'ZipRecruiter', 'Glassdoor', 'Slack', 'Microsoft Teams', 'Zoom',
  'Google Meet', 'Webex', 'Google Calendar', 'Outlook', 'Gmail', 'Salesforce', 'HubSpot', 'Zapier', 'Notion',
  'Calendly', 'DocuSign', 'ADP', 'UKG', 'Rippling', 'Deel',
] as const
