import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { useStatusT } from './status-messages'
import styles from './status.module.css'

/** A button-looking link to Home (`/$appKey`). */
export function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useStatusT()
  const appKey = useAppKey()
  const className = `${styles.action} ${styles[variant]}`
  if (!appKey) return null
  return (
    <Link to="/$appKey" params={{ appKey }} className={className}>
      {t('common.toHome')}
    </Link>
  )
}
