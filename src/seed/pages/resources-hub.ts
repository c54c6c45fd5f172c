/** Launch content of /resources (the "resources-hub" global). Published articles are listed automatically. */
export const resourcesHub = {
  title: 'Resources',
  intro:
    'Practical guides, honest comparisons and real-world stories about using AI in recruiting, written for recruiters, hiring managers and job seekers.',
  groupDescriptions: {
    guide: 'How to plan, roll out and use AI in hiring responsibly, step by step.',
    comparison: 'Side-by-side looks at the tools in each category, with who each one suits.',
    caseStudy: 'How real teams use AI tools, what changed and what they learned.',
  },
  comingSoon: [
    {
      title: 'Best AI Job Matching Platforms',
      description: 'How job matching platforms rank candidates and roles, and which ones help job seekers most.',
      group: 'comparison' as const,
    },
    {
      title: 'How a Small Agency Halved Its Time to Shortlist',
      description: 'A five-person recruiting agency on combining an AI sourcing tool with a human-written outreach playbook.',
      group: 'case-study' as const,
    },
    {
      title: 'Structured Interviews at Scale with AI Note-Takers',
      description: 'A high-growth company on rolling out interview intelligence with candidate consent built in.',
      group: 'case-study' as const,
    },
    {
      title: 'Auditing an AI Screening Tool for Bias',
      description: 'What one in-house team measured before and after adopting AI screening, and what they changed.',
      group: 'case-study' as const,
    },
  ],
}
