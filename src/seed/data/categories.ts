import type { SeedCategory } from './types'

export const seedCategories: SeedCategory[] = [
  // Recruiter-side categories (these match the sponsorship form's options)
  {
    name: 'Resume Parsing',
    description:
      'Tools that turn resumes and CVs into structured data such as work history, skills and education, so they can be searched, matched and stored without manual data entry.',
    toolTypes: ['recruiter'],
    aliases: ['resume parsing', 'resume parser', 'cv parsing', 'cv parser', 'parsing'],
  },
  {
    name: 'Candidate Sourcing',
    description:
      'Tools that help recruiters find and contact potential candidates who have not applied, using people search, contact lookup and outreach automation.',
    toolTypes: ['recruiter'],
    aliases: ['candidate sourcing', 'sourcing', 'talent sourcing', 'talent search', 'recruiting crm', 'talent crm'],
  },
  {
    name: 'Interview Automation',
    description:
      'Tools that take manual work out of interviewing, such as scheduling, one-way video interviews and outsourced technical interviews.',
    toolTypes: ['recruiter'],
    aliases: ['interview automation', 'interview scheduling', 'video interviews', 'video interviewing', 'one-way video'],
  },
  {
    name: 'Candidate Screening',
    description:
      'Tools that help narrow down applicants before interviews, including structured screening interviews, reference checks and background checks.',
    toolTypes: ['recruiter'],
    aliases: ['candidate screening', 'screening', 'pre-screening', 'reference checks', 'background checks'],
  },
  {
    name: 'Job Matching',
    description:
      'Tools that match people to roles based on skills and experience, whether that means ranking candidates for an opening or recommending jobs to a person.',
    toolTypes: ['recruiter', 'job_seeker'],
    aliases: ['job matching', 'candidate matching', 'talent matching', 'talent intelligence', 'internal mobility'],
  },
  {
    name: 'HR Automation',
    description:
      'Tools that automate repetitive recruiting and HR work, from candidate engagement workflows to employee help desks and connecting apps together.',
    toolTypes: ['recruiter', 'everyone'],
    aliases: ['hr automation', 'recruiting automation', 'recruitment automation', 'workflow automation', 'automation'],
  },
  {
    name: 'Applicant Tracking',
    description:
      'Applicant tracking systems (ATS) that manage job postings, applicants, interview stages and offers, increasingly with built-in AI features.',
    toolTypes: ['recruiter'],
    aliases: ['applicant tracking', 'applicant tracking system', 'applicant tracking systems', 'ats', 'ats software'],
  },
  {
    name: 'Skill Assessment',
    description:
      'Pre-employment tests and job simulations, including coding tests, that measure what candidates can actually do rather than what their resume says.',
    toolTypes: ['recruiter'],
    aliases: ['skill assessment', 'skills assessment', 'skills testing', 'assessments', 'pre-employment testing', 'technical assessment'],
  },
  {
    name: 'Chatbots',
    description:
      'Conversational assistants that answer candidate or employee questions, collect screening answers and book interviews by chat or text message.',
    toolTypes: ['recruiter'],
    aliases: ['chatbots', 'chatbot', 'chat bot', 'conversational ai', 'recruiting chatbot'],
  },
  {
    name: 'Interview Intelligence',
    description:
      'AI note-takers and interview recorders that transcribe and summarise interviews and meetings, so interviewers can focus on the conversation.',
    toolTypes: ['recruiter', 'everyone'],
    aliases: ['interview intelligence', 'interview notes', 'meeting notes', 'note taker', 'note-taker', 'meeting assistant'],
  },
  {
    name: 'Job Descriptions',
    description:
      'Tools that help write, review and manage job descriptions and job ads, including checks for unclear or exclusionary language.',
    toolTypes: ['recruiter'],
    aliases: ['job descriptions', 'job description', 'job description writing', 'job ads', 'job posting'],
  },

  // Job-seeker categories
  {
    name: 'Interview Preparation',
    description:
      'Tools for practising interviews, from mock questions with AI feedback to speaking practice and interview training courses.',
    toolTypes: ['job_seeker'],
    aliases: ['interview prep', 'interview preparation'],
  },
  {
    name: 'Resume Builder',
    description:
      'Tools that help job seekers write, format and tailor resumes and cover letters, often with checks for applicant tracking systems.',
    toolTypes: ['job_seeker'],
    aliases: ['resume optimization', 'resume builder'],
  },
  {
    name: 'Job Search',
    description:
      'Job boards, job recommendation engines, application trackers and autofill tools that help people find and apply to jobs.',
    toolTypes: ['job_seeker', 'everyone'],
    aliases: ['job search'],
  },
  {
    name: 'Career Coaching',
    description:
      'Tools that give guidance on careers and job search materials, such as exploring career paths or getting structured feedback on a resume.',
    toolTypes: ['job_seeker'],
    aliases: ['career coaching'],
  },
  {
    name: 'Professional Development',
    description:
      'Learning platforms and practice tools for building skills, whether for a career change, a promotion or better communication at work.',
    toolTypes: ['job_seeker', 'everyone'],
    aliases: ['professional development', 'upskilling'],
  },

  // General-purpose
  {
    name: 'AI Assistants',
    description:
      'General-purpose AI assistants and writing tools that are not built for hiring but are widely used by recruiters and job seekers for drafting and research.',
    toolTypes: ['everyone'],
    aliases: ['ai assistants', 'ai assistant', 'general ai', 'chat assistants', 'writing assistant', 'productivity'],
  },
]
