import { ImageOff } from 'lucide-react'

import { SpriteIcon } from '@/components/ui/sprite-icon'
import { ScreenshotRequest } from '@/features/admin-tools/client'
import { httpUrl } from '@/platform/validation/http-url'
import type { ToolDetail } from '@/queries/tools'

import { ScreenshotPreview } from './screenshot-preview'
import { screenshotSource } from './tool-facts'
import { ToolMarkdown } from './tool-markdown'
import { ToolSection } from './tool-section'

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="check-item leading-relaxed">
          {item}
        </li>
      ))}
    </ul>
  )
}

/** The long text of the tool page, after the quick summary: description, about, features, benefits, preview. */
export function ToolSections({ tool }: { tool: ToolDetail }) {
  const paragraphs = (tool.detailedDescription ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  const features = tool.features ?? []
  const benefits = tool.benefits?.length ? tool.benefits : (tool.keyBenefits ?? [])
  const screenshot = screenshotSource(tool)
  const source = httpUrl(tool.sourceUrl)
  return (
    <div className="space-y-6">
      {paragraphs.length > 0 ? (
        <section className="space-y-3 text-base leading-relaxed text-ink">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {tool.fullDescription ? (
        <ToolSection title={`About ${tool.name}`}>
          <ToolMarkdown
            source={tool.fullDescription}
            className="space-y-3 text-sm leading-relaxed text-ink [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          />
        </ToolSection>
      ) : null}
      {features.length > 0 ? (
        <ToolSection title="Key Features">
          <CheckList items={features} />
        </ToolSection>
      ) : null}
      {benefits.length > 0 ? (
        <ToolSection title="Benefits">
          <CheckList items={benefits} />
        </ToolSection>
      ) : null}
      <ToolSection title="Website Preview">
        {screenshot ? (
          <ScreenshotPreview src={screenshot} alt={`Screenshot of the ${tool.name} website`} />
        ) : (
          // A compact note, not an empty 16:9 frame: the page does not reserve a picture's room for nothing.
          <p className="flex items-center gap-2.5 rounded-lg border border-dashed border-line bg-surface px-4 py-3 text-sm text-muted">
            <ImageOff className="size-4 shrink-0" aria-hidden />
            {(tool.screenshotCaptureAttempts ?? 0) > 0 ? 'Unable to capture screenshot automatically' : 'Screenshot will be available soon'}
            {source || httpUrl(tool.affiliateLink) ? <ScreenshotRequest toolId={tool.id} /> : null}
          </p>
        )}
        {source ? (
          <a href={source} target="_blank" rel="noopener noreferrer" className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline max-md:min-h-11">
            Visit {tool.name}
            <SpriteIcon name="external-link" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </ToolSection>
    </div>
  )
}
