import type { WorkflowConfig } from 'payload'

/**
 * A new or updated tool: crawl the site, then fetch its logo (from the icons the crawl found), take
 * a screenshot, categorise it and generate its content from the crawled text. Logo and screenshot
 * failures are recorded and don't stop the AI steps; a failed crawl or AI step fails the run,
 * which the queue retries (completed steps are not repeated).
 */
export const enrichToolWorkflow: WorkflowConfig<'enrichTool'> = {
  slug: 'enrichTool',
  label: 'Enrich tool',
  queue: 'enrichment',
  retries: 2,
  inputSchema: [{ name: 'toolId', type: 'number', required: true }],
  handler: async ({ job, tasks }) => {
    const { toolId } = job.input
    const crawl = await tasks.crawlWebsite('crawl', { input: { toolId } })
    const crawledText = crawl.crawledText || undefined
    await tasks.fetchLogo('logo', { input: { toolId, candidates: crawl.logoCandidates, failSoft: true } })
    await tasks.captureScreenshot('screenshot', { input: { toolId, failSoft: true } })
    await tasks.categorizeTool('categorize', { input: { toolId, crawledText } })
    await tasks.generateContent('content', { input: { toolId, crawledText } })
  },
}
