import { useWatch } from 'react-hook-form'
import { FloatingButtonView } from '@/parts/floating-button-view'
import { useFloatingButtonT } from './floating-button-messages'
import styles from './floating-button.module.css'

const HEX = /^#[0-9a-fA-F]{6}$/

/** Home as visitors see it, sketched, with the form's button drawn by the hub's own part at the bottom. */
export function HomeMock() {
  const t = useFloatingButtonT()
  const [text, background, color, isActive, id] = useWatch({ name: ['text', 'background', 'color', 'isActive', 'id'] }) as [
    string,
    string,
    string,
    boolean,
    number | undefined,
  ]
  // SPEC 3: a new button is active once saved; a stored one shows only while active.
  const shown = id === undefined || isActive
  return (
    <div className={styles.phone} role="group" aria-label={t('home')}>
      <p className={styles.homeTitle} aria-hidden="true">
        {t('home')}
      </p>
      <div className={styles.banner} aria-hidden="true" />
      {[1, 2, 3].map((n) => (
        <div key={n} className={styles.card} aria-hidden="true">
          {t('mockCard', { n })}
        </div>
      ))}
      {shown && (
        <FloatingButtonView
          contained
          button={{
            text: text.trim() || '…',
            background: HEX.test(background) ? background : '#000000',
            color: HEX.test(color) ? color : '#ffffff',
          }}
        />
      )}
    </div>
  )
}
