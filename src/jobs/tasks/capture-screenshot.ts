import type { TaskConfig } from 'payload'

import { toolWebsite } from '@/domains/directory'
import { capturePage, storeScreenshot } from '@/domains/enrichment'

import { loadTool, updateTool } from '../tool-records'

/**
 * capture-screenshot: a 1200×675 capture of the tool's website stored as Media. Tools that
 * already have one are skipped unless forced. Every failed attempt increments
 * screenshotCaptureAttempts (the tool page then says it couldn't capture one).
 */
export const captureScreenshotTask: TaskConfig<'captureScreenshot'> = {
  slug: 'captureScreenshot',
  label: 'Capture screenshot',
  retries: { attempts: 1, backoff: { type: 'fixed', delay: 30_000 } },
  inputSchema: [
    { name: 'toolId', type: 'number', required: true },
    { name: 'force', type: 'checkbox' },
    { name: 'failSoft', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'status', type: 'text', required: true },
    { name: 'mediaId', type: 'number' },
    { name: 'error', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const tool = await loadTool(req.payload, input.toolId)
    if ((tool.screenshot || tool.screenshotUrl) && !input.force) return { output: { status: 'skipped' } }
    const website = toolWebsite(tool)
    try {
      if (!website) throw new Error('This tool has no website URL')
      const png = await capturePage(website)
      const media = await storeScreenshot(req.payload, tool, png)
      return { output: { status: 'stored', mediaId: media.id } }
    } catch (error) {
      await updateTool(req.payload, tool.id, { screenshotCaptureAttempts: (tool.screenshotCaptureAttempts ?? 0) + 1 })
      if (!input.failSoft) throw error
      return { output: { status: 'failed', error: error instanceof Error ? error.message : String(error) } }
    }
  },
}
