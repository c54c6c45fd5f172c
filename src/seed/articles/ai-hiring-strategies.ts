import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'ai-hiring-strategies',
  title: 'AI Hiring Strategies That Work: A Practical Playbook for the Whole Funnel',
  excerpt:
    'Where AI genuinely helps in hiring, where humans must stay in charge, a phased rollout plan, the metrics worth tracking and a checklist for evaluating vendors.',
  group: 'guide',
  author: 'HireStack Editorial',
  publishedAt: '2026-02-10T09:00:00.000Z',
  seoTitle: 'AI Hiring Strategies: Where AI Helps, Where Humans Stay, How to Roll It Out',
  seoDescription:
    'A practical playbook for adopting AI across the hiring funnel: use cases by stage, human checkpoints, a 90-day rollout plan, metrics and vendor checklist.',
  body: [
    {
      kind: 'markdown',
      markdown: `Most teams that struggle with AI in hiring make the same mistake: they buy a tool first and look for a problem second. The teams that get value do the opposite. They find the part of the process where recruiters lose the most time or candidates wait the longest, apply AI narrowly to that step, measure the result and only then expand.

This playbook walks through the hiring funnel stage by stage, marks the places where people must stay in charge, and ends with a rollout plan, a short list of metrics and a vendor checklist you can copy into your procurement process. It is written for in-house recruiters, agency teams and hiring managers, and there are notes for job seekers at the end about what these changes mean for them.

## Start with the bottleneck, not the tool

Before you look at any product, map your last quarter of hiring. For each stage, write down how long candidates typically wait, how many recruiter hours it takes, and where candidates drop out. You do not need a data warehouse for this; an export from your applicant tracking system and a spreadsheet are enough.

Typical findings look like this: recruiters spend most of Monday scheduling; a hiring manager takes a week to review a shortlist; the careers page attracts many applicants, but a large share are clearly unqualified and still need a response; interview feedback arrives days late and is too thin to be useful. Each of these is a different problem, and each needs a different kind of tool. Writing them down keeps you from buying a sourcing platform when your real issue is scheduling.

## Where AI helps across the funnel

### Intake and job descriptions

AI is good at turning a hiring manager's rough notes into a clear draft job description, and at flagging jargon, inflated requirements and wording that might discourage qualified people from applying. It is also useful for preparing intake questions. The hiring manager still decides what the role actually needs; the AI's job is to make that decision explicit and readable.

### Sourcing

AI-assisted search makes it faster to turn a role into a search, expand it with adjacent titles and skills, and rank results. It is particularly helpful for rediscovering past applicants in your own database. Our [comparison of AI sourcing tools](/resources/best-ai-sourcing-tools) covers the main options.

### Screening and applicant review

This is the highest-value and highest-risk stage. AI can summarise applications against the stated requirements, answer candidates' routine questions, and help recruiters prioritise review. It should not be the thing that silently rejects people. Use it to surface evidence for a human reviewer, keep criteria tied to job-related skills, and audit outcomes regularly.

### Scheduling and candidate communication

Scheduling assistants and automated status updates are low-risk and often the quickest win. Candidates consistently say that silence is the worst part of applying for jobs, and automation makes it realistic to tell every applicant where they stand.

### Interviews

Interview note-takers and interview intelligence tools let interviewers listen instead of typing and give debriefs better evidence. AI can also help draft structured interview questions and scoring rubrics for humans to refine. See our guide to [AI interview assistants](/resources/ai-interview-assistants) for specifics, including consent.

### Offers and onboarding

AI can help draft offer letters and onboarding plans and answer new-hire questions. Compensation decisions and negotiation are human work.

## Where humans must stay in charge

Draw these lines before rollout, write them down and share them with the team:

- **Final hiring decisions and rejections after interview.** A named person makes and can explain every decision.
- **Edge cases and non-traditional backgrounds.** Career changers, returners, people with gaps and people with unusual titles are exactly the profiles automated screens tend to misjudge. Route them to a person.
- **Accommodation requests.** A candidate asking for an adjustment to an assessment or interview must reach a human quickly and without penalty.
- **Compensation and negotiation.** AI can provide market context; people set and negotiate offers.
- **Changing the criteria.** If a tool's results suggest the criteria are wrong, the hiring manager and recruiter change them deliberately, not the model implicitly.

## A 90-day rollout plan

### Days 1–30: choose one use case and set a baseline

Pick the single bottleneck from your mapping exercise. Write a one-paragraph problem statement, name an owner, and record baseline numbers for the metrics below using the last three to six months of data. Shortlist two or three vendors, run the evaluation checklist, and involve legal, security and privacy early; it is much faster than involving them at contract stage. Decide what you will tell candidates about the tool.

### Days 31–60: pilot with one team, in shadow mode first

Run the tool with one recruiting team on a limited set of roles. Where the tool makes recommendations (for example, ranking applicants), start in shadow mode: the tool produces its output, but recruiters work as usual, and you compare the two. Hold a short weekly review to capture errors and awkward moments. Collect feedback from candidates and hiring managers, not just recruiters.

### Days 61–90: decide, document and expand carefully

Compare pilot results with the baseline. If the tool helped, document the workflow, the human checkpoints, how the tool is configured and who owns it, then expand to a second team. If it did not help, stop. A failed pilot that cost sixty days is much cheaper than a failed rollout across the whole company. Either way, schedule a regular review, at least quarterly, of outcomes and adverse impact.

## Metrics worth tracking

Pick a handful and track them consistently rather than dozens occasionally:

- **Speed:** time from application to first response, time to a qualified slate, time to fill.
- **Efficiency:** recruiter hours per hire, number of roles per recruiter, scheduling time.
- **Quality:** hiring-manager satisfaction with shortlists, interview-to-offer ratio, offer acceptance rate, early retention of new hires (for example at 90 days).
- **Candidate experience:** response rates to outreach, drop-out rate by stage, candidate satisfaction surveys, complaint volume.
- **Fairness:** pass-through rates at each stage broken down by the demographic groups you can lawfully analyse, with adverse impact ratios. Our guide to [reducing bias with AI](/resources/reducing-bias-with-ai) explains how to calculate them.

Watch for metrics that improve while others quietly get worse. Faster screening that lowers interview-to-offer ratios is not a win.`,
    },
    {
      kind: 'callout',
      tone: 'tip',
      title: 'Measure the whole funnel, not just the stage you changed',
      text: 'When you automate one stage, the effect often shows up downstream. A sourcing tool that triples outreach volume can swamp hiring managers with screens. Track at least one metric before and one after the stage you changed.',
    },
    {
      kind: 'markdown',
      markdown: `## Vendor evaluation checklist

Ask every vendor the same questions, in writing:

1. **Function:** what exactly does the AI do, and which decisions, if any, does it make without a human?
2. **Inputs:** what data does it use about candidates, and where does that data come from?
3. **Explainability:** can a recruiter see why a candidate was ranked or summarised the way they were?
4. **Bias testing:** has the tool been audited for adverse impact, by whom, how recently, and can you see the results? Can you run your own analysis on your own outcomes?
5. **Configuration:** can you turn off features you do not want, such as automated rejection or inferred attributes?
6. **Data handling:** where is data stored, for how long, which subprocessors are involved, and is your data used to train models shared with other customers?
7. **Security:** which independent security attestations does the vendor hold, and how are access and single sign-on handled?
8. **Candidate rights:** how do candidates get notice, request human review or accommodations, and request deletion?
9. **Integration:** which ATS and calendar integrations are native, and is sync two-way?
10. **Exit:** can you export your data in a usable format if you leave?
11. **Pricing:** what is metered (seats, credits, candidates, contacts), and what happens when you exceed limits?

The [ethical AI hiring guide](/resources/ethical-ai-hiring) goes deeper on transparency and regulation, and you can see how we assess products on our [review process](/review-process) page.

## What this means for job seekers

If employers adopt AI in the ways described here, candidates should see faster responses and more consistent interviews. Practically: write applications that state your skills and results plainly, because both people and software look for evidence matched to the job description; ask how AI is used in the process if it is not explained; request an accommodation if an assessment format does not work for you; and ask for human review if you think you were screened out in error. Reasonable employers will answer.

When you are ready to shortlist tools, [browse the full directory](/full-list) or start from our [categories](/categories).`,
    },
  ],
}
