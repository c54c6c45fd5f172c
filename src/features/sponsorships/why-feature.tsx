import { BarChart3, Eye, Target } from 'lucide-react'

import { type Benefit, BenefitGrid } from '@/features/vendor-forms/client'

const REASONS: Benefit[] = [
  {
    icon: Eye,
    title: 'Increased Visibility',
    text: 'Your tool sits at the top of the homepage and ranks higher in search, where buyers start.',
  },
  {
    icon: Target,
    title: 'Targeted Audience',
    text: 'Reach recruiters, HR leaders and job seekers actively comparing AI tools for hiring.',
  },
  {
    icon: BarChart3,
    title: 'Performance Insights',
    text: 'See how often your listing is viewed and clicked, so you know what the placement brings.',
  },
]

export function WhyFeature() {
  return (
    <section aria-labelledby="why-feature" className="mt-16">
      <h2 id="why-feature" className="text-center text-2xl font-bold text-ink">
        Why Feature Your Tool?
      </h2>
      <div className="mt-8">
        <BenefitGrid items={REASONS} />
      </div>
    </section>
  )
}
