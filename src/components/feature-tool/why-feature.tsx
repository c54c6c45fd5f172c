import { BarChart3, Eye, Target } from 'lucide-react'

const REASONS = [
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
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
            <span className="mx-auto inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
