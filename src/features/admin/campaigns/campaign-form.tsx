import { useState, type SyntheticEvent } from 'react'
import { apiErrorOf } from '@/api/api-error'
import type { Campaign, CampaignTarget } from '@/api/contract/campaigns'
import { trpc } from '@/api/trpc'
import { useErrorText } from '@/i18n/error-messages'
import buttons from '@/ui/button.module.css'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useCampaignsT } from './campaigns-messages'
import styles from './campaigns.module.css'

const TARGETS: readonly CampaignTarget[] = ['home', 'category', 'section']
const ALL = { pagination: { offset: 0, limit: 1000 } }

/**
 * A campaign's name and where its link opens: Home, or a category or section picked by name. The
 * server makes the code (and so the link) on create; the server's field errors show under the fields.
 */
export function CampaignForm({ campaign, onDone }: { campaign?: Campaign; onDone: () => void }) {
  const t = useCampaignsT()
  const notify = useNotify()
  const errorText = useErrorText()
  const utils = trpc.useUtils()
  const [title, setTitle] = useState(campaign?.title ?? '')
  const [target, setTarget] = useState<CampaignTarget>(campaign?.target ?? 'home')
  const [targetId, setTargetId] = useState<number | null>(campaign?.targetId ?? null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const categories = trpc.admin.categories.list.useQuery(ALL, { enabled: target === 'category' })
  const sections = trpc.admin.sections.list.useQuery(ALL, { enabled: target === 'section' })
  const options = (target === 'category' ? categories.data?.data : target === 'section' ? sections.data?.data : undefined) ?? []
  const done = () => {
    notify('success', t('saved'))
    void utils.admin.campaigns.invalidate()
    void utils.admin.stats.invalidate()
    onDone()
  }
  const failed = (error: unknown) => {
    const fieldErrors = apiErrorOf(error)?.fieldErrors ?? {}
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length === 0) notify('error', t('saveFailed', { reason: errorText(error) }))
  }
  const create = trpc.admin.campaigns.create.useMutation({ onSuccess: done, onError: failed })
  const update = trpc.admin.campaigns.update.useMutation({ onSuccess: done, onError: failed })
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    setErrors({})
    const input = { title: title.trim(), target, targetId: target === 'home' ? null : targetId, archived: campaign?.archived ?? false }
    if (campaign) update.mutate({ ...input, id: campaign.id, version: (campaign as Campaign & { version?: number }).version })
    else create.mutate(input)
  }
  const errorOf = (name: string) => errors[name]?.[0]
  const heading = campaign ? t('formEdit', { title: campaign.title }) : t('formCreate')
  return (
    <form className={styles.box} aria-label={heading} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>{heading}</h2>
      <div className={fields.field}>
        <label htmlFor="campaign-title" className={fields.label}>
          {t('name')}
        </label>
        <input
          id="campaign-title"
          className={fields.input}
          value={title}
          maxLength={100}
          aria-invalid={errorOf('title') ? true : undefined}
          aria-describedby={`campaign-title-hint${errorOf('title') ? ' campaign-title-error' : ''}`}
          onChange={(event) => setTitle(event.target.value)}
        />
        <span id="campaign-title-hint" className={fields.hint}>
          {t('nameHint')}
        </span>
        {errorOf('title') && (
          <span id="campaign-title-error" className={fields.error}>
            {errorOf('title')}
          </span>
        )}
      </div>
      <div className={fields.field}>
        <label htmlFor="campaign-target" className={fields.label}>
          {t('target')}
        </label>
        <select
          id="campaign-target"
          className={fields.input}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value as CampaignTarget)
            setTargetId(null)
          }}
        >
          {TARGETS.map((value) => (
            <option key={value} value={value}>
              {t(`target.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {target !== 'home' && (
        <div className={fields.field}>
          <label htmlFor="campaign-target-id" className={fields.label}>
            {t('targetItem')}
          </label>
          <select
            id="campaign-target-id"
            className={fields.input}
            value={targetId === null ? '' : String(targetId)}
            aria-invalid={errorOf('targetId') ? true : undefined}
            aria-describedby={errorOf('targetId') ? 'campaign-target-id-error' : undefined}
            onChange={(event) => setTargetId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('targetPick')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
          {errorOf('targetId') && (
            <span id="campaign-target-id-error" className={fields.error}>
              {errorOf('targetId')}
            </span>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={create.isPending || update.isPending}>
          {t('save')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
