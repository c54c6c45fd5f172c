import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'reducing-bias-with-ai',
  title: 'Reducing Bias in Hiring with AI: Structured Interviews, Skills-Based Screening and Auditing',
  excerpt:
    'How to use AI to reduce rather than amplify bias in hiring: structured interviews, skills-based screening, blind review, the four-fifths rule and ongoing monitoring.',
  group: 'guide',
  author: 'HireStack Editorial',
  publishedAt: '2026-03-10T09:00:00.000Z',
  seoTitle: 'Reducing Hiring Bias with AI: Four-Fifths Rule, Blind Review and Monitoring',
  seoDescription:
    'Reduce hiring bias with AI: structured interviews, skills-based screening, blind review and adverse impact audits using the four-fifths rule.',
  body: [
    {
      kind: 'markdown',
      markdown: `AI can make hiring fairer or less fair, and the difference rarely comes down to the model. It comes down to what the tool is asked to do, what data it learns from, and whether anyone checks the results. A resume screener trained to imitate past hiring decisions will faithfully reproduce whatever patterns those decisions contained. In a widely reported case from 2018, a large technology company abandoned an experimental resume-ranking tool after finding it penalised applications that signalled the candidate was a woman, because it had learned from a decade of applications dominated by men. The lesson is not that AI cannot help. It is that AI amplifies the process you give it.

This guide covers the practices that do the most to reduce bias, how AI can support each of them, and how to check whether your process is working, including a correct explanation of the four-fifths rule. It is the practical companion to our guides on [AI hiring strategies](/resources/ai-hiring-strategies) and [ethical AI hiring](/resources/ethical-ai-hiring).

## Start with the job, not the candidates

Bias often enters before a single application arrives. Vague requirements ("strong communicator", "culture fit", "rockstar") leave room for each reviewer to fill in their own picture of the right person. Inflated requirements, such as a degree for a role that does not need one or ten years of experience for a mid-level job, exclude capable people for no job-related reason.

Before screening, agree with the hiring manager on four to six competencies that the job actually requires, what evidence would show each one, and which are essential versus trainable. AI writing tools can help here: ask one to rewrite a job description to remove requirements that are not essential, flag jargon and gendered or exclusionary wording, and turn each competency into observable behaviours. A person still decides what goes in.

## Skills-based screening

Skills-based screening evaluates candidates on evidence that they can do the work rather than on proxies such as school names, previous employers or job titles. Proxies are where a lot of bias hides, because access to prestigious schools and well-known employers is unevenly distributed.

Ways to put it into practice:

- **Screen against the agreed competencies.** If you use AI to summarise applications, configure it to summarise evidence for each competency, not to produce an overall score that blends everything together.
- **Use work samples.** A short, realistic task that mirrors the job, scored with a rubric, tends to say more about ability than a resume does. Keep it short and pay for it if it takes more than an hour or two.
- **Accept equivalent experience.** Make clear that skills gained through self-teaching, bootcamps, military service, caring responsibilities or volunteering count.
- **Be careful with assessments.** Ask vendors what their tests measure, how that was shown to relate to job performance, and how results differ across groups. Avoid tools that claim to read personality or emotion from video or voice.

## Structured interviews

Decades of research in industrial and organisational psychology have found structured interviews more reliable, and generally more predictive of job performance, than unstructured conversations. Structure also reduces the room for "I just clicked with her" judgements, which tend to favour candidates who resemble the interviewer.

A structured interview means:

1. The same core questions, in the same order, for every candidate for a role.
2. Questions tied to the agreed competencies, either behavioural ("tell me about a time...") or situational ("what would you do if...").
3. A scoring rubric with descriptions of what weak, adequate and strong answers look like, written before interviews begin.
4. Each interviewer scores independently, before the debrief, so the first opinion voiced does not anchor everyone else.

AI supports this well. It can draft questions and rubric anchors for each competency, which the hiring team then edits. Interview note-takers capture what the candidate actually said, so scores rest on evidence rather than memory; our guide to [AI interview assistants](/resources/ai-interview-assistants) covers the options and the consent requirements.

## Blind review

Removing information that is irrelevant to the job reduces the chance it influences reviewers. At the resume and work-sample stage, consider redacting names, photos, personal addresses, dates that reveal age (such as graduation years), and details such as club memberships that can signal gender, ethnicity or religion. Some applicant tracking systems and screening tools can do this automatically, and AI is reasonably good at it, but check the output: redaction tools miss things, and a name left in an email address or file name defeats the purpose.

Blind review has limits. It does not help once you meet the candidate, and it cannot fix criteria that are themselves biased. It is one control among several.

## Auditing adverse impact: the four-fifths rule

The only way to know whether a process is fair in practice is to measure outcomes. The standard starting point in the US is adverse impact analysis, and the most widely used rule of thumb is the four-fifths (or 80%) rule from the federal Uniform Guidelines on Employee Selection Procedures.

**How it works.** For each stage of your process, calculate the selection rate for each group: the number of people from that group who passed the stage, divided by the number from that group who entered it. Find the group with the highest selection rate. Then divide each other group's selection rate by that highest rate. That result is the impact ratio. If a group's impact ratio is below 0.8 (four-fifths), that is generally treated as evidence of adverse impact that warrants investigation.

**A worked example.** At a screening stage, 200 applicants from Group A entered and 100 passed, a selection rate of 50%. From Group B, 150 entered and 54 passed, a selection rate of 36%. Group A has the highest rate, so Group B's impact ratio is 36% divided by 50%, which is 0.72. Because 0.72 is below 0.8, this stage should be investigated. Note that the rule compares selection rates, not the raw number of people hired from each group, and not each group's share of the applicant pool.

**What the rule is not.** It is a rule of thumb, not a legal safe harbour and not a statistical test. With small numbers, a single hire can swing the ratio across the threshold in either direction, so pair it with a test of statistical significance (your analytics team or a statistician can advise which) and look at trends over several periods. Conversely, a ratio above 0.8 does not prove a process is fair; large, consistent differences can be significant even when the ratio stays above the line. Regulators and courts consider the four-fifths rule alongside other evidence.

**Where to measure.** Run the analysis at every stage, not only at final hire: application to screen, screen to interview, interview to offer, offer to acceptance. A fair overall result can hide one stage that filters a group out and another that happens to compensate. Stage-level analysis also tells you where to look when something is wrong. Only analyse demographic data you have collected lawfully, typically through voluntary self-identification kept separate from the hiring decision.`,
    },
    {
      kind: 'callout',
      tone: 'info',
      title: 'Quick formula',
      text: 'Selection rate = number selected from a group divided by number in that group who entered the stage. Impact ratio = a group\'s selection rate divided by the highest group\'s selection rate. An impact ratio below 0.8 is the conventional trigger for a closer look, not an automatic finding of discrimination.',
    },
    {
      kind: 'markdown',
      markdown: `## Monitoring over time

A tool that was fair at launch can drift. Applicant pools change, vendors update models, and recruiters find new ways to use features. Build monitoring into routine operations:

- **Run adverse impact analysis on a fixed schedule,** at least quarterly, and after any significant change to a tool, its configuration or your job criteria.
- **Keep a change log** of tool versions, configuration changes and criteria changes, so that when a metric moves you can find out why.
- **Sample decisions by hand.** Each month, have a reviewer read a small random sample of AI-assisted rejections and check whether they hold up against the agreed criteria.
- **Watch overrides.** If recruiters frequently override the tool for one kind of candidate, that is a signal about the tool or the criteria.
- **Listen to candidates.** Complaints and accommodation requests often surface problems before the statistics do.
- **Ask vendors for their audits,** and do not treat a vendor's audit as a substitute for analysing your own outcomes with your own candidates.

## What job seekers can do

You cannot control an employer's process, but a few habits help you get a fair reading from both software and people. Use the language of the job description where it truthfully describes your experience, so the match between your skills and the requirements is easy to see. Describe results and skills concretely rather than relying on job titles that may not translate between companies. Use a simple, text-based resume format that parsing software can read. If an assessment is inaccessible to you, ask for an accommodation before you start. And if you believe you were screened out unfairly, ask for human review and explain briefly how you meet the stated requirements.

## Putting it together

Fairer hiring with AI comes from combining controls: clear job-related criteria, skills-based evidence, structured interviews, blind review where it helps, and regular measurement with the four-fifths rule as a first alarm rather than a final answer. None of these depends on a particular product, but good tools make them easier to run consistently. To find tools that support structured interviewing, redaction or assessment, [browse the full directory](/full-list) or start from our [categories](/categories), and see our [review process](/review-process) for how we evaluate them.`,
    },
  ],
}
