import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { SpriteIcon } from '@/components/ui/sprite-icon'

/**
 * The outbound link: `/t/click/{id}` redirects to the affiliate link (or the website) in a new tab,
 * and works without JavaScript, with middle-click and "copy link". The layout's ClickBeacon counts
 * the click (a POST to the same URL), so the link carries nothing extra.
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
