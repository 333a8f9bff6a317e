import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { useStatusT } from './status-messages'

/** A button-looking link to Home (`/$appKey`). */
export function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useStatusT()
  const appKey = useAppKey()
  const className = buttonClass(variant, { block: true })
  if (!appKey) return null
  return (
    <Link to="/$appKey" params={{ appKey }} className={className}>
      {t('common.toHome')}
    </Link>
  )
}
