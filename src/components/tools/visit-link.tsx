import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { SpriteIcon } from '@/components/ui/sprite-icon'

/**
 * The outbound link: `/t/click/{id}` records the click server-side and redirects to the affiliate
 * link (or the website) in a new tab. Works without JavaScript.
 */
export function VisitLink({
  toolId,
  label,
  variant = 'primary',
  size = 'sm',
  className,
}: {
  toolId: number
  label: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  return (
    <a
      href={`/t/click/${toolId}`}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={buttonClasses(variant, size, className)}
    >
      {label}
      <SpriteIcon name="external-link" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
