import { useState } from 'react'
import type { z } from 'zod'
import type { welcomeGateView } from '@/api/contract/welcome-gate'
import { useMessages } from '@/i18n/use-t'
import { openExternalLink, openTelegramLink, telegramPathOf } from '@/messenger/links'
import { buttonClass } from '@/ui/button-class'
import { AsyncButton } from '@/ui/states/async-button'
import { LockIcon, WarningIcon } from '@/ui/states/state-icons'
import { StateMessage } from '@/ui/states/state-message'
import { RowMark } from '@/ui/row-marks'
import { gateMessages, type GateMessageKey } from './gate-messages'
import styles from './gate-view.module.css'

export type GateView = z.infer<typeof welcomeGateView>
export type GateProblem = 'expired' | 'answered' | 'notFound' | 'signIn' | 'failed'

const problemText: Record<GateProblem, GateMessageKey> = {
  expired: 'gate.expired',
  answered: 'gate.answered',
  notFound: 'gate.notFound',
  signIn: 'gate.signIn',
  failed: 'gate.loadFailed',
}

interface WelcomeGateViewProps {
  gate: GateView | null
  /** The request cannot be answered (expired, answered, unknown, not signed in) or failed to load. */
  problem: GateProblem | null
  /** An answer that failed for another reason (the network): said above the buttons, which stay. */
  failure?: string | null
  onJoin: (acceptedRules: boolean) => Promise<unknown>
  onNotNow: () => Promise<unknown>
  onHome: () => unknown
  onRetry: () => unknown
}

const openLink = (url: string) => (telegramPathOf(url) ? openTelegramLink(url) : openExternalLink(url))

/**
 * The welcome gate as the visitor sees it: the owner's title and rules, links to read first, "I accept",
 * Join / Not now. Drawn by the hub's join-request screen and by the admin's live preview of the gate.
 */
export function WelcomeGateView({ gate, problem, failure, onJoin, onNotNow, onHome, onRetry }: WelcomeGateViewProps) {
  const t = useMessages(gateMessages)
  const [accepted, setAccepted] = useState(false)
  const [needAccept, setNeedAccept] = useState(false)
  if (problem || !gate) {
    const kind = problem ?? 'failed'
    return (
      <section className={styles.gate} aria-label={t(problemText[kind])}>
        <StateMessage
          icon={<WarningIcon />}
          title={t(problemText[kind])}
          actions={
            <>
              {kind === 'failed' && (
                <AsyncButton block onClick={onRetry}>
                  {t('gate.retry')}
                </AsyncButton>
              )}
              <button type="button" className={buttonClass(kind === 'failed' ? 'secondary' : 'primary', { block: true })} onClick={onHome}>
                {t('gate.toHome')}
              </button>
            </>
          }
        />
      </section>
    )
  }
  const join = () => {
    if (gate.requireAccept && !accepted) {
      setNeedAccept(true)
      return undefined
    }
    return onJoin(accepted)
  }
  return (
    <section className={styles.gate} aria-labelledby="welcome-gate-title">
      <span className={styles.icon} aria-hidden="true">
        <LockIcon />
      </span>
      <h1 id="welcome-gate-title" className={styles.title}>
        {gate.title}
      </h1>
      <p className={styles.text}>{gate.text}</p>
      {gate.links.length > 0 && (
        <nav aria-label={t('gate.readFirst')} className={styles.links}>
          <p className={styles.linksTitle}>{t('gate.readFirst')}</p>
          <ul>
            {gate.links.map((link) => (
              <li key={link.url}>
                <button type="button" className={styles.link} onClick={() => openLink(link.url)}>
                  <span>{link.title}</span>
                  <RowMark mark="external" className={styles.linkIcon} />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {gate.requireAccept && (
        <label className={styles.accept}>
          <input
            type="checkbox"
            checked={accepted}
            aria-invalid={needAccept && !accepted ? true : undefined}
            aria-describedby={needAccept && !accepted ? 'welcome-gate-accept-error' : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked)
              setNeedAccept(false)
            }}
          />
          <span>{t('gate.accept')}</span>
        </label>
      )}
      {needAccept && !accepted && (
        <p id="welcome-gate-accept-error" role="alert" className={styles.error}>
          {t('gate.acceptNeeded')}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <AsyncButton block onClick={join}>
          {t('gate.join')}
        </AsyncButton>
        <AsyncButton block variant="secondary" onClick={onNotNow}>
          {t('gate.notNow')}
        </AsyncButton>
      </div>
    </section>
  )
}
