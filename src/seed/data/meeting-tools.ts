import type { SeedTool } from './types'

/**
 * AI meeting / interview note-takers that recruiters commonly use.
 * Added to the directory by the admin "Add meeting tools" button.
 * None of these appear in ./tools.ts (recruiting-specific note-takers such as
 * Metaview and BrightHire live there instead).
 */
export const meetingTools: SeedTool[] = [
  {
    name: 'Otter.ai',
    slug: 'otter-ai',
    sourceUrl: 'https://otter.ai',
    description:
      'Otter.ai records and transcribes meetings in real time, then produces summaries, action items and a searchable transcript. Its assistant can join Zoom, Google Meet and Microsoft Teams calls automatically from your calendar. Recruiters use it to capture interview and intake conversations, though candidates should be told when a call is recorded. A free plan includes limited monthly transcription, with paid plans for more minutes and team features.',
    category: 'Interview Intelligence',
    secondaryCategories: ['AI Assistants'],
    tags: ['transcription', 'meeting notes', 'note taker', 'summaries'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan with limited minutes; paid plans available',
    features: [
      'Live transcription of meetings',
      'Automatic summaries and action items',
      'Auto-join for Zoom, Google Meet and Teams',
      'Searchable transcript library',
      'Chat-based questions over past meetings',
    ],
    keyBenefits: [
      'Full attention on the conversation',
      'Searchable record of every call',
      'Quick summaries to share',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'Slack'],
  },
  {
    name: 'Fireflies.ai',
    slug: 'fireflies-ai',
    sourceUrl: 'https://fireflies.ai',
    description:
      'Fireflies.ai is an AI meeting assistant that joins calls, records and transcribes them, and produces summaries, action items and topic trackers. Conversations are searchable, and notes can be sent to CRMs, project tools and Slack. Recruiting teams use it to keep notes from screening calls and interviews without typing. A free plan is available with limits, and paid plans add storage, AI features and integrations.',
    category: 'Interview Intelligence',
    secondaryCategories: ['AI Assistants'],
    tags: ['transcription', 'meeting notes', 'note taker', 'search'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan with limits; paid plans available',
    features: [
      'Automatic recording and transcription',
      'AI summaries and action items',
      'Topic and keyword trackers',
      'Search across all meetings',
      'Send notes to CRM and Slack',
    ],
    keyBenefits: [
      'No manual note-taking',
      'Easy to share call outcomes',
      'Searchable conversation history',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'Slack'],
  },
  {
    name: 'Fathom',
    sourceUrl: 'https://fathom.video',
    description:
      'Fathom is an AI note-taker for Zoom, Google Meet and Microsoft Teams that records calls, transcribes them, and writes summaries and action items shortly after the meeting ends. Users can highlight moments during a call and share clips afterwards. It has a generous free plan for individuals, with paid plans adding more advanced AI summaries and team features. Recruiters use it to document screening calls and share highlights with hiring managers.',
    category: 'Interview Intelligence',
    secondaryCategories: [],
    tags: ['note taker', 'meeting notes', 'call recording', 'summaries'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan for individuals; paid plans for advanced features and teams',
    features: [
      'Recording and transcription for video calls',
      'AI summaries ready right after the call',
      'Highlight and clip key moments',
      'Action item extraction',
      'CRM sync for notes',
    ],
    keyBenefits: [
      'Generous free plan',
      'Notes ready as soon as calls end',
      'Easy clip sharing',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'HubSpot', 'Salesforce'],
  },
  {
    name: 'tl;dv',
    slug: 'tldv',
    sourceUrl: 'https://tldv.io',
    description:
      'tl;dv records and transcribes Google Meet, Zoom and Microsoft Teams calls and produces AI notes, including notes structured around templates that can mirror an interview scorecard. Users can timestamp moments, create clips and search across meetings in many languages. Recruiters can use it for interview notes and to share key candidate answers with hiring managers. A free plan is available, with paid plans for more AI notes and integrations.',
    category: 'Interview Intelligence',
    secondaryCategories: [],
    tags: ['note taker', 'meeting recording', 'transcription', 'multilingual'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan; paid plans available',
    features: [
      'Meeting recording and transcription',
      'AI notes using custom templates',
      'Timestamps and shareable clips',
      'Transcription in many languages',
      'Search across past meetings',
    ],
    keyBenefits: [
      'Structured notes for each interview',
      'Share exact candidate answers',
      'Works in many languages',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'HubSpot', 'Notion'],
  },
  {
    name: 'Grain',
    sourceUrl: 'https://grain.com',
    description:
      'Grain records video calls and uses AI to create notes, summaries and highlight clips. Teams can base notes on templates, share short clips of key moments and sync notes to CRM and collaboration tools. It is popular with sales and customer teams, and recruiters use it to capture interview feedback and share candidate highlights with hiring managers. A free plan is available with limits, with paid plans for teams.',
    category: 'Interview Intelligence',
    secondaryCategories: [],
    tags: ['note taker', 'call recording', 'highlights', 'meeting notes'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan with limits; paid plans available',
    features: [
      'Automatic call recording and transcripts',
      'AI notes using templates',
      'Highlight clips of key moments',
      'Shareable meeting summaries',
      'Sync notes to CRM and Slack',
    ],
    keyBenefits: [
      'Share highlights, not full recordings',
      'Consistent notes with templates',
      'Less time writing feedback',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'HubSpot', 'Slack'],
  },
  {
    name: 'Avoma',
    sourceUrl: 'https://www.avoma.com',
    description:
      'Avoma is an AI meeting assistant and conversation intelligence platform. It schedules, records, transcribes and summarises meetings, and adds analytics such as talk-time ratios and topic trends. It was built mainly for sales and customer success teams, but its scheduling pages, note templates and searchable recordings also suit recruiting teams. It is sold on paid plans with a free trial.',
    category: 'Interview Intelligence',
    secondaryCategories: ['Interview Automation'],
    tags: ['conversation intelligence', 'meeting notes', 'scheduling', 'analytics'],
    toolType: 'everyone',
    priceRange: 'paid',
    pricing: 'Paid plans; free trial available',
    features: [
      'Meeting scheduling and booking pages',
      'Recording, transcription and AI notes',
      'Note templates by meeting type',
      'Conversation analytics and talk time',
      'CRM sync of notes',
    ],
    keyBenefits: [
      'Scheduling and notes in one tool',
      'Insight into how calls go',
      'Searchable meeting archive',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'Salesforce', 'HubSpot'],
  },
  {
    name: 'Read AI',
    sourceUrl: 'https://www.read.ai',
    description:
      'Read AI joins meetings on Zoom, Google Meet and Microsoft Teams to produce transcripts, summaries, action items and engagement metrics such as talk time. It can also summarise email and messaging threads to give a combined view of a topic across channels. Recruiters can use it to document interviews and review how balanced a conversation was. There is a free plan with limited meetings, and paid plans for more usage.',
    category: 'Interview Intelligence',
    secondaryCategories: ['AI Assistants'],
    tags: ['note taker', 'meeting summaries', 'engagement metrics', 'transcription'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan with limited meetings; paid plans available',
    features: [
      'Meeting transcripts and summaries',
      'Action items and key questions',
      'Talk time and engagement metrics',
      'Summaries across email and chat',
      'Searchable meeting history',
    ],
    keyBenefits: [
      'Summaries without manual notes',
      'Insight into conversation balance',
      'One view across meetings and email',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams'],
  },
  {
    name: 'Sembly AI',
    sourceUrl: 'https://www.sembly.ai',
    description:
      'Sembly AI is a meeting assistant that records, transcribes and summarises calls on Zoom, Google Meet, Microsoft Teams and Webex. It produces meeting notes, tasks and flagged risks, and it can generate documents such as follow-up emails from what was discussed. It supports many languages. A free plan covers basic use, with paid plans for individuals and teams.',
    category: 'Interview Intelligence',
    secondaryCategories: [],
    tags: ['note taker', 'transcription', 'meeting notes', 'multilingual'],
    toolType: 'everyone',
    priceRange: 'free-to-start',
    pricing: 'Free plan; paid plans for individuals and teams',
    features: [
      'Meeting recording and transcription',
      'AI notes, tasks and risks',
      'Documents generated from meetings',
      'Support for many languages',
      'Team workspaces',
    ],
    keyBenefits: [
      'Consistent notes for every call',
      'Follow-ups drafted for you',
      'Suits multilingual teams',
    ],
    integrations: ['Zoom', 'Google Meet', 'Microsoft Teams', 'Webex'],
  },
]
