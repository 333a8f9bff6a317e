import { useWatch } from 'react-hook-form'
import { WelcomeGateView } from '@/parts/welcome-gate/gate-view'
import { useWelcomeGateT } from './welcome-gate-messages'
import type { GateForm } from './welcome-gate-values'
import styles from './welcome-gate.module.css'

const nothing = () => Promise.resolve()

/**
 * The gate as a visitor's phone shows it, drawn by the hub's own view from the form's values as they
 * are typed (placeholders for an empty title or text; links without a title or address left out). Its
 * controls do nothing here; a gate switched off says what visitors see instead.
 */
export function GatePreview() {
  const t = useWelcomeGateT()
  const [enabled, title, text, links, requireAccept, notNow] = useWatch<GateForm>({
    name: ['enabled', 'title', 'text', 'links', 'requireAccept', 'notNow'],
  }) as [boolean, string, string, GateForm['links'], boolean, GateForm['notNow']]
  const gate = {
    title: title.trim() || t('previewTitle'),
    text: text.trim() || t('previewText'),
    links: links.filter((link) => link.title.trim() && link.url.trim()),
    requireAccept,
    notNow,
  }
  return (
    <div className={styles.phone} role="group" aria-label={t('form')}>
      {enabled ? (
        <div inert className={styles.screen}>
          <WelcomeGateView gate={gate} problem={null} onJoin={nothing} onNotNow={nothing} onHome={nothing} onRetry={nothing} />
        </div>
      ) : (
        <p className={styles.off}>{t('previewOff')}</p>
      )}
    </div>
  )
}
