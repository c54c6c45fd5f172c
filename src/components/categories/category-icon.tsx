import {
  AudioLines,
  Bot,
  CalendarClock,
  ClipboardCheck,
  Compass,
  FileSearch,
  FileUser,
  GitMerge,
  GraduationCap,
  LayoutGrid,
  ListFilter,
  type LucideIcon,
  MessagesSquare,
  Mic,
  PenLine,
  Search,
  SquareKanban,
  TrendingUp,
  Workflow,
} from 'lucide-react'

/** The seeded categories by slug; a category added later (or a tag shown as one) gets the grid icon. */
const ICONS: Record<string, LucideIcon> = {
  'resume-parsing': FileSearch,
  'candidate-sourcing': Search,
  'interview-automation': CalendarClock,
  'candidate-screening': ListFilter,
  'job-matching': GitMerge,
  'hr-automation': Workflow,
  'applicant-tracking': SquareKanban,
  'skill-assessment': ClipboardCheck,
  chatbots: MessagesSquare,
  'interview-intelligence': AudioLines,
  'job-descriptions': PenLine,
  'interview-preparation': Mic,
  'resume-builder': FileUser,
  'job-search': Compass,
  'career-coaching': GraduationCap,
  'professional-development': TrendingUp,
  'ai-assistants': Bot,
}

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? LayoutGrid
  return <Icon className={className} aria-hidden />
}
