import type { ToolTypeValue } from '@/domains/directory/tool-options'

/**
 * What a recruiter or job seeker types, judged against the seeded catalogue (src/seed/data/tools.json):
 * a tool is relevant when a person typing the query would want it, by its own description, category,
 * tags, features, integrations and stated facts; never by what the engine happens to return.
 *
 * - `type` is the audience the visitor has selected on the home page (`?type=`).
 * - `top3`: tools that must be among the first three results (a name typed, or a clear first answer).
 * - `top10`: the relevant tools, which belong among the first ten (a group may repeat `top3`). The
 *   relevant set of a query is `top3` ∪ `top10`; for a broad query it may hold more than ten tools
 *   (any ten of them fill the first ten).
 * - `kind`: what the query tests. `cross-audience` queries name a need of another audience than the
 *   selected one: at least one of their relevant tools is of another audience.
 */
export interface JudgedQuery {
  q: string
  type: ToolTypeValue
  kind: 'typo' | 'prefix' | 'synonym' | 'integration' | 'compliance' | 'natural-language' | 'plain' | 'cross-audience'
  top3: string[]
  top10: string[]
}

// Relevant groups, from the catalogue's own categories, tags and descriptions.
const SOURCING = ['peoplegpt', 'findem', 'herohunt', 'hireflow', 'hireez', 'seekout', 'gem', 'fetcher', 'linkedin-recruiter', 'contactout', 'arya-by-leoforce', 'beamery', 'loxo', 'lusha']
const ATS = ['dover', 'manatal', 'recruit-crm', 'workable', 'greenhouse', 'lever', 'ashby', 'teamtailor', 'icims', 'smartrecruiters', 'zoho-recruit', 'jobvite', 'bullhorn', 'recruiterflow', 'pinpoint', 'breezy-hr', 'jazzhr', 'recruitee', 'homerun', 'loxo', 'gem']
const RESUME_PARSING = ['textkernel', 'affinda', 'rchilli', 'daxtra']
const INTERVIEW_SCHEDULING = ['goodtime', 'modernloop', 'paradox', 'humanly', 'pinpoint', 'ashby', 'hirevue', 'phenom']
const VIDEO_INTERVIEWS = ['hirevue', 'spark-hire', 'willo', 'hireflix']
const CODING_TESTS = ['codility', 'hackerrank', 'codesignal', 'coderpad']
/** The Skill Assessment category's own tools. */
const SKILL_ASSESSMENT = ['harver', 'testgorilla', 'codility', 'hackerrank', 'codesignal', 'canditech', 'vervoe', 'coderpad', 'criteria', 'toggl-hire']
/** The category, with the tools that list it as a secondary category. */
const ASSESSMENT_CATEGORY = [...SKILL_ASSESSMENT, 'sapia-ai', 'hirevue', 'karat']
const INTERVIEW_AUTOMATION_CATEGORY = [...VIDEO_INTERVIEWS, 'karat', 'goodtime', 'modernloop', 'greenhouse', 'ashby', 'paradox', 'humanly', 'sapia-ai', 'codility', 'hackerrank', 'codesignal', 'coderpad', 'metaview', 'brighthire']
const CHATBOTS = ['paradox', 'humanly', 'sense', 'talkpush', 'phenom', 'leena-ai', 'smartrecruiters']
const JOB_DESCRIPTIONS = ['textio', 'datapeople', 'ongig']
const RECRUITING_CRM = ['gem', 'beamery', 'lever', 'loxo', 'recruit-crm', 'recruiterflow', 'bullhorn', 'talkpush', 'jobvite', 'icims', 'phenom', 'ashby', 'manatal']
const INTERVIEW_NOTES = ['metaview', 'brighthire']
/** Tools whose main job is building a resume. */
const PURE_RESUME_BUILDERS = ['resume-io', 'zety', 'resume-genius', 'novoresume', 'flowcv', 'reactive-resume', 'kickresume', 'rezi', 'enhancv']
/** Everything that builds or tailors a resume, as a main job or a named feature. */
const RESUME_BUILDERS = [...PURE_RESUME_BUILDERS, 'teal', 'jobscan', 'resume-worded', 'hiration', 'huntr', 'careerflow', 'himalayas', 'usajobs', 'big-interview', 'final-round-ai', 'aiapply']
const COVER_LETTERS = ['resume-io', 'zety', 'resume-genius', 'novoresume', 'flowcv', 'kickresume', 'rezi', 'enhancv', 'teal', 'huntr', 'careerflow', 'hiration', 'aiapply', 'lazyapply', 'himalayas']
const INTERVIEW_PREP = ['final-round-ai', 'big-interview', 'interview-warmup', 'huru', 'exponent', 'interviewing-io', 'leetcode', 'hiration', 'aiapply']
const JOB_BOARDS = ['indeed', 'glassdoor', 'ziprecruiter', 'welcome-to-the-jungle', 'built-in', 'dice', 'we-work-remotely', 'remote-ok', 'flexjobs', 'idealist', 'usajobs', 'himalayas']
const REMOTE_JOBS = ['we-work-remotely', 'remote-ok', 'himalayas', 'flexjobs']
const AUTO_APPLY = ['lazyapply', 'loopcv', 'aiapply']
const ONLINE_COURSES = ['coursera', 'edx', 'udemy', 'linkedin-learning', 'datacamp', 'codecademy', 'pluralsight']
const NO_CODE_AUTOMATION = ['zapier', 'make', 'n8n']
const SCHEDULING_LINKS = ['calendly', 'cal-com', 'doodle']
/** Tools that list each integration (the catalogue's `integrations`). */
const INTEGRATES_GREENHOUSE = ['peoplegpt', 'findem', 'hireez', 'seekout', 'gem', 'fetcher', 'linkedin-recruiter', 'coderpad', 'criteria', 'humanly', 'crosschq', 'checkr', 'karat', 'goodtime', 'modernloop', 'testgorilla', 'codility', 'hackerrank', 'codesignal', 'metaview', 'brighthire', 'datapeople']
const INTEGRATES_LEVER = ['peoplegpt', 'hireez', 'seekout', 'gem', 'fetcher', 'linkedin-recruiter', 'coderpad', 'criteria', 'crosschq', 'checkr', 'karat', 'modernloop', 'testgorilla', 'codility', 'hackerrank', 'codesignal', 'metaview', 'brighthire']
const INTEGRATES_WORKDAY = ['findem', 'hireez', 'seekout', 'gem', 'linkedin-recruiter', 'eightfold-ai', 'gloat', 'paradox', 'humanly', 'leena-ai', 'phenom', 'crosschq', 'checkr', 'hirevue', 'goodtime', 'codility', 'hackerrank', 'codesignal', 'hireright']
const RECRUITER_INTEGRATES_SLACK = ['workable', 'greenhouse', 'lever', 'ashby', 'teamtailor', 'leena-ai', 'modernloop', 'pinpoint', 'breezy-hr', 'recruitee', 'homerun']
const RECRUITER_INTEGRATES_LINKEDIN = ['gem', 'contactout', 'manatal', 'recruit-crm', 'workable', 'greenhouse', 'lever', 'ashby', 'teamtailor', 'icims', 'smartrecruiters', 'zoho-recruit', 'jobvite', 'bullhorn', 'recruiterflow', 'breezy-hr', 'jazzhr', 'recruitee', 'lusha']
const INTEGRATES_ZOOM = ['greenhouse', 'ashby', 'goodtime', 'metaview', 'brighthire', 'pinpoint', 'yoodli', 'calendly', 'cal-com', 'doodle', 'reclaim-ai', 'final-round-ai']
/** Stated "yes" in the seeded facts (src/seed/data/tool-facts.json). */
const SOC2 = ['gem', 'greenhouse', 'ashby', 'chatgpt', 'claude', 'notion-ai', 'grammarly', 'zapier', 'calendly', 'loom']
const ISO27001 = ['workable', 'claude', 'grammarly']

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Typos in ordinary words and names.
  { q: 'sorcing', type: 'recruiter', kind: 'typo', top3: [], top10: SOURCING },
  { q: 'sourcng', type: 'recruiter', kind: 'typo', top3: [], top10: SOURCING },
  { q: 'intervew scheduling', type: 'recruiter', kind: 'typo', top3: ['goodtime', 'modernloop'], top10: INTERVIEW_SCHEDULING },
  { q: 'greenhose', type: 'recruiter', kind: 'typo', top3: ['greenhouse'], top10: INTEGRATES_GREENHOUSE },
  { q: 'peoplegtp', type: 'recruiter', kind: 'typo', top3: ['peoplegpt'], top10: [] },
  { q: 'resme builder', type: 'job_seeker', kind: 'typo', top3: [], top10: RESUME_BUILDERS },
  { q: 'intervew prep', type: 'job_seeker', kind: 'typo', top3: [], top10: INTERVIEW_PREP },
  { q: 'assesment', type: 'recruiter', kind: 'typo', top3: [], top10: ASSESSMENT_CATEGORY },
  { q: 'backround check', type: 'recruiter', kind: 'typo', top3: ['checkr', 'hireright'], top10: [] },
  { q: 'recruting chatbot', type: 'recruiter', kind: 'typo', top3: [], top10: CHATBOTS },
  { q: 'job boad', type: 'job_seeker', kind: 'typo', top3: [], top10: JOB_BOARDS },
  { q: 'remote jbos', type: 'job_seeker', kind: 'typo', top3: [], top10: [...REMOTE_JOBS, 'built-in'] },
  { q: 'cover leter', type: 'job_seeker', kind: 'typo', top3: [], top10: COVER_LETTERS },
  { q: 'video intervews', type: 'recruiter', kind: 'typo', top3: [], top10: [...VIDEO_INTERVIEWS, 'criteria'] },
  { q: 'coding tets', type: 'recruiter', kind: 'typo', top3: [], top10: [...CODING_TESTS, 'karat', 'testgorilla'] },
  { q: 'resume parsng', type: 'recruiter', kind: 'typo', top3: [], top10: [...RESUME_PARSING, 'zoho-recruit', 'recruit-crm', 'recruiterflow'] },

  // Prefixes, as typed before the word is finished.
  { q: 'sourc', type: 'recruiter', kind: 'prefix', top3: [], top10: SOURCING },
  { q: 'green', type: 'recruiter', kind: 'prefix', top3: ['greenhouse'], top10: INTEGRATES_GREENHOUSE },
  { q: 'interv', type: 'recruiter', kind: 'prefix', top3: [], top10: [...VIDEO_INTERVIEWS, 'karat', 'goodtime', 'modernloop', ...INTERVIEW_NOTES] },
  { q: 'resu', type: 'job_seeker', kind: 'prefix', top3: [], top10: RESUME_BUILDERS },
  { q: 'sched', type: 'recruiter', kind: 'prefix', top3: [], top10: INTERVIEW_SCHEDULING },
  { q: 'chatb', type: 'recruiter', kind: 'prefix', top3: [], top10: CHATBOTS },
  { q: 'backg', type: 'recruiter', kind: 'prefix', top3: ['checkr', 'hireright'], top10: [] },
  { q: 'peop', type: 'recruiter', kind: 'prefix', top3: ['peoplegpt'], top10: [] },
  { q: 'job desc', type: 'recruiter', kind: 'prefix', top3: [], top10: [...JOB_DESCRIPTIONS, 'dover', 'workable', 'teamtailor'] },
  { q: 'interview pr', type: 'job_seeker', kind: 'prefix', top3: [], top10: INTERVIEW_PREP },
  { q: 'lev', type: 'recruiter', kind: 'prefix', top3: ['lever'], top10: [] },
  { q: 'calend', type: 'everyone', kind: 'prefix', top3: ['calendly'], top10: ['cal-com', 'reclaim-ai', 'goodtime', 'modernloop'] },

  // Synonyms: the words the catalogue does not use for the same thing.
  { q: 'applicant tracking system', type: 'recruiter', kind: 'synonym', top3: [], top10: ATS },
  { q: 'ats', type: 'recruiter', kind: 'synonym', top3: [], top10: ATS },
  { q: 'cv parsing', type: 'recruiter', kind: 'synonym', top3: [], top10: RESUME_PARSING },
  { q: 'cv builder', type: 'job_seeker', kind: 'synonym', top3: [], top10: RESUME_BUILDERS },
  { q: 'jd writing', type: 'recruiter', kind: 'synonym', top3: [], top10: [...JOB_DESCRIPTIONS, 'dover', 'workable', 'teamtailor'] },
  { q: 'ai interviewer', type: 'recruiter', kind: 'synonym', top3: [], top10: ['sapia-ai', 'hirevue', 'codesignal', 'paradox', 'humanly', 'spark-hire', 'willo', 'hireflix'] },
  { q: 'interview automation', type: 'recruiter', kind: 'synonym', top3: [], top10: INTERVIEW_AUTOMATION_CATEGORY },
  { q: 'talent crm', type: 'recruiter', kind: 'synonym', top3: [], top10: RECRUITING_CRM },
  { q: 'candidate relationship management', type: 'recruiter', kind: 'synonym', top3: [], top10: RECRUITING_CRM },
  { q: 'mock interview', type: 'job_seeker', kind: 'synonym', top3: [], top10: INTERVIEW_PREP },
  { q: 'async video interview', type: 'recruiter', kind: 'synonym', top3: [], top10: VIDEO_INTERVIEWS },
  { q: 'skills test', type: 'recruiter', kind: 'synonym', top3: [], top10: SKILL_ASSESSMENT },
  { q: 'compensation', type: 'job_seeker', kind: 'synonym', top3: ['levels-fyi'], top10: ['glassdoor', 'careeronestop', 'indeed'] },
  { q: 'automatic job applications', type: 'job_seeker', kind: 'synonym', top3: [], top10: [...AUTO_APPLY, 'simplify'] },

  // Integration names: the product itself, and the tools that work with it.
  { q: 'greenhouse', type: 'recruiter', kind: 'integration', top3: ['greenhouse'], top10: INTEGRATES_GREENHOUSE },
  { q: 'lever', type: 'recruiter', kind: 'integration', top3: ['lever'], top10: INTEGRATES_LEVER },
  { q: 'linkedin', type: 'recruiter', kind: 'integration', top3: ['linkedin-recruiter'], top10: RECRUITER_INTEGRATES_LINKEDIN },
  { q: 'bullhorn', type: 'recruiter', kind: 'integration', top3: ['bullhorn'], top10: ['textkernel', 'sense'] },
  { q: 'workday integration', type: 'recruiter', kind: 'integration', top3: [], top10: INTEGRATES_WORKDAY },
  { q: 'works with slack', type: 'recruiter', kind: 'integration', top3: [], top10: RECRUITER_INTEGRATES_SLACK },
  { q: 'zoom', type: 'everyone', kind: 'integration', top3: [], top10: INTEGRATES_ZOOM },
  { q: 'whatsapp', type: 'recruiter', kind: 'integration', top3: ['talkpush'], top10: [] },
  { q: 'linkedin chrome extension', type: 'recruiter', kind: 'integration', top3: [], top10: ['contactout', 'gem', 'recruit-crm', 'recruiterflow', 'lusha', 'hireez'] },

  // Compliance words (only facts the seed states as "yes").
  { q: 'soc 2', type: 'recruiter', kind: 'compliance', top3: ['gem', 'greenhouse', 'ashby'], top10: [] },
  { q: 'soc2', type: 'everyone', kind: 'compliance', top3: [], top10: SOC2 },
  { q: 'iso 27001', type: 'everyone', kind: 'compliance', top3: ISO27001, top10: [] },
  { q: 'soc 2 ats', type: 'recruiter', kind: 'compliance', top3: ['greenhouse', 'ashby'], top10: ['gem'] },
  { q: 'soc 2 type ii scheduling', type: 'everyone', kind: 'compliance', top3: ['calendly'], top10: ['ashby'] },
  { q: 'iso27001 and soc2', type: 'everyone', kind: 'compliance', top3: ['claude', 'grammarly'], top10: [] },
  // No tool states a published LL144 audit; Sapia.ai is the one that publishes how it tests for bias and reports on it.
  { q: 'bias audit', type: 'recruiter', kind: 'compliance', top3: [], top10: ['sapia-ai'] },

  // Natural-language asks.
  { q: 'free sourcing tool that works with Greenhouse', type: 'recruiter', kind: 'natural-language', top3: ['peoplegpt'], top10: [] },
  { q: 'tools for job seekers to practice interviews', type: 'everyone', kind: 'natural-language', top3: [], top10: [...INTERVIEW_PREP, 'yoodli'] },
  { q: 'schedule interviews automatically with google calendar', type: 'recruiter', kind: 'natural-language', top3: ['goodtime', 'modernloop'], top10: ['pinpoint', 'greenhouse'] },
  { q: 'find candidate email addresses', type: 'recruiter', kind: 'natural-language', top3: ['contactout', 'lusha'], top10: ['hireez', 'peoplegpt', 'hireflow', 'loxo', 'herohunt'] },
  { q: 'check references automatically', type: 'recruiter', kind: 'natural-language', top3: ['crosschq'], top10: ['harver'] },
  { q: 'write inclusive job ads', type: 'recruiter', kind: 'natural-language', top3: JOB_DESCRIPTIONS, top10: [] },
  { q: 'cheap ats for small business under $50', type: 'recruiter', kind: 'natural-language', top3: ['manatal'], top10: [] },
  { q: 'ai note taker for interviews', type: 'recruiter', kind: 'natural-language', top3: INTERVIEW_NOTES, top10: ['humanly'] },
  { q: 'practice coding interviews', type: 'job_seeker', kind: 'natural-language', top3: [], top10: ['leetcode', 'interviewing-io', 'exponent', 'final-round-ai'] },
  { q: 'tailor my resume to a job description', type: 'job_seeker', kind: 'natural-language', top3: [], top10: ['jobscan', 'teal', 'rezi', 'resume-worded', 'enhancv', 'huntr', 'careerflow', 'jobright', 'simplify', 'aiapply'] },
  { q: 'apply to jobs automatically', type: 'job_seeker', kind: 'natural-language', top3: [], top10: [...AUTO_APPLY, 'simplify'] },
  { q: 'free courses to learn python', type: 'everyone', kind: 'natural-language', top3: ['datacamp'], top10: ['codecademy', 'coursera', 'edx', 'udemy'] },
  { q: 'background checks for gig workers', type: 'recruiter', kind: 'natural-language', top3: ['checkr'], top10: ['hireright'] },
  { q: 'remote jobs for software engineers', type: 'job_seeker', kind: 'natural-language', top3: [], top10: [...REMOTE_JOBS, 'built-in', 'dice'] },
  { q: 'free ats for startups', type: 'recruiter', kind: 'natural-language', top3: ['dover'], top10: ['loxo', 'zoho-recruit'] },
  { q: 'internships for students', type: 'job_seeker', kind: 'natural-language', top3: ['handshake'], top10: ['simplify'] },
  { q: 'automate candidate data between apps without code', type: 'everyone', kind: 'natural-language', top3: [], top10: NO_CODE_AUTOMATION },

  // Plain queries in the catalogue's own words.
  { q: 'resume builder', type: 'everyone', kind: 'plain', top3: ['resume-io', 'zety'], top10: RESUME_BUILDERS },
  { q: 'video interviews', type: 'recruiter', kind: 'plain', top3: [], top10: VIDEO_INTERVIEWS },
  { q: 'job board', type: 'job_seeker', kind: 'plain', top3: [], top10: JOB_BOARDS },
  { q: 'translation', type: 'everyone', kind: 'plain', top3: ['deepl'], top10: [] },
  { q: 'scheduling', type: 'everyone', kind: 'plain', top3: [], top10: [...SCHEDULING_LINKS, 'reclaim-ai', 'goodtime', 'modernloop'] },
  { q: 'reference checks', type: 'recruiter', kind: 'plain', top3: ['crosschq'], top10: ['harver'] },
  { q: 'interview intelligence', type: 'recruiter', kind: 'plain', top3: INTERVIEW_NOTES, top10: ['humanly'] },
  { q: 'chatgpt', type: 'everyone', kind: 'plain', top3: ['chatgpt'], top10: [] },
  { q: 'ats resume checker', type: 'job_seeker', kind: 'plain', top3: [], top10: ['jobscan', 'rezi', 'enhancv', 'resume-worded', 'zety', 'kickresume'] },
  { q: 'online courses', type: 'everyone', kind: 'plain', top3: [], top10: ONLINE_COURSES },

  // A need of another audience than the one selected.
  { q: 'resume builder', type: 'recruiter', kind: 'cross-audience', top3: [], top10: ['resume-io', 'zety', 'resume-genius'] },
  { q: 'mock interview', type: 'recruiter', kind: 'cross-audience', top3: [], top10: ['final-round-ai', 'huru', 'interviewing-io'] },
  { q: 'resume parsing', type: 'job_seeker', kind: 'cross-audience', top3: [], top10: RESUME_PARSING },
  { q: 'calendly', type: 'recruiter', kind: 'cross-audience', top3: [], top10: ['calendly'] },
  { q: 'zapier', type: 'recruiter', kind: 'cross-audience', top3: [], top10: ['zapier', 'recruit-crm', 'recruiterflow', 'testgorilla'] },
  { q: 'job tracker', type: 'recruiter', kind: 'cross-audience', top3: [], top10: ['teal', 'huntr', 'careerflow'] },
]
