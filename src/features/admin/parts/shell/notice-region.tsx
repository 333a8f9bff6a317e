import { useAtom } from 'jotai'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { noticesAtom, type Notice } from './notices'
import styles from './notices.module.css'

/**
 * The admin's toast region, mounted once by the admin layout (and by the stories' harness):
 * successes are announced politely (role=status), errors at once (role=alert).
 */
export function NoticeRegion() {
  const t = usePartsT()
  const [notices, setNotices] = useAtom(noticesAtom)
  const dismiss = (notice: Notice) => setNotices((list) => list.filter((item) => item !== notice))
  const render = (notice: Notice) => (
    <div key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`}>
      <span className={styles.text}>{notice.text}</span>
      {notice.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            dismiss(notice)
            void notice.action?.run()
          }}
        >
          {notice.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={t('notice.close')} onClick={() => dismiss(notice)}>
        ×
      </button>
    </div>
  )
  return (
    <section className={styles.region} aria-label={t('notices')}>
      <div role="status">{notices.filter((n) => n.kind !== 'error').map(render)}</div>
      <div role="alert">{notices.filter((n) => n.kind === 'error').map(render)}</div>
    </section>
  )
}
