import { useAtomValue } from 'jotai'
import type { StatsSources } from '@/api/contract/stats'
import { languageAtom, type Language } from '@/session/session-atoms'
import { FigureList } from './figure-list'
import { useSourcesT, type SourcesKey } from './sources-messages'
import styles from './stats.module.css'

interface Row {
  key: string
  name: string
  note?: string
  values: number[]
}

/** One source's rows: a name and its counts; nothing when the source has none. */
function SourceList({
  id,
  title,
  nameLabel,
  columns,
  rows,
}: {
  id: string
  title: string
  nameLabel: string
  columns: string[]
  rows: Row[]
}) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subheading}>
        {title}
      </h3>
      <FigureList
        labelledBy={id}
        level={4}
        nameLabel={nameLabel}
        figureLabels={columns}
        rows={rows.map((row) => ({
          key: row.key,
          name: (
            <>
              {row.name} {row.note && <span className={styles.deletedBadge}>{row.note}</span>}
            </>
          ),
          figures: row.values,
        }))}
      />
    </section>
  )
}

/** Every source's rows, worded (shared by the tables and the CSV). */
export function useSourceRows(sources: StatsSources) {
  const t = useSourcesT()
  const language = useAtomValue(languageAtom)
  const valueName = (value: string, prefix?: 'chat') => {
    if (value === 'other' || value === 'unknown') return t(`value.${value}`)
    const key = `${prefix ?? ''}.${value}` as SourcesKey
    return prefix && key in CHAT_KEYS ? t(key) : value
  }
  return {
    campaigns: sources.campaigns.map((campaign) => ({
      key: String(campaign.id),
      name: campaign.title ?? t('deletedCampaign', { id: campaign.id }),
      note: campaign.deleted ? t('deleted') : campaign.archived ? t('archived') : undefined,
      values: [campaign.visits, campaign.visitors, campaign.opens],
    })),
    sharers: sources.sharers.map((sharer) => ({
      key: String(sharer.userId),
      name: sharer.name ?? t('unnamed', { id: sharer.userId }),
      values: [sharer.visits, sharer.visitors],
    })),
    chatTypes: sources.chatTypes.map((row) => ({
      key: row.chatType,
      name: valueName(row.chatType, 'chat'),
      values: [row.visits, row.visitors, row.chats],
    })),
    platforms: sources.platforms.map((row) => ({
      key: row.platform,
      name: PLATFORM_NAMES[row.platform] ?? valueName(row.platform),
      values: [row.visits, row.visitors],
    })),
    languages: sources.languages.map((row) => ({
      key: row.language,
      name: languageName(row.language, language) ?? valueName(row.language),
      values: [row.visits, row.visitors],
    })),
  }
}

/** Telegram's platform codes as people name the apps (the rest as sent). */
const PLATFORM_NAMES: Partial<Record<string, string>> = {
  android: 'Android',
  android_x: 'Android',
  ios: 'iOS',
  macos: 'macOS',
  tdesktop: 'Telegram Desktop',
  weba: 'Telegram Web',
  webk: 'Telegram Web',
  web: 'Web',
  unigram: 'Unigram',
}

/** A language code in the admin's language ("ru" → "русский"), or null where it is not one. */
function languageName(code: string, language: Language): string | null {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(code)
    return name && name !== code ? name : null
  } catch {
    return null
  }
}

const CHAT_KEYS = { 'chat.sender': 1, 'chat.private': 1, 'chat.group': 1, 'chat.supergroup': 1, 'chat.channel': 1, 'chat.none': 1 }

/**
 * Issue 26: where the range's visits came from: campaigns (visits, visitors, opens), sharers, chat
 * types, platforms and languages, and the visits whose source could not be told.
 */
export function StatsSourcesView({ sources }: { sources: StatsSources }) {
  const t = useSourcesT()
  const rows = useSourceRows(sources)
  const counts = [t('visits'), t('visitors')]
  const empty = Object.values(rows).every((list) => list.length === 0) && sources.unknown.visits === 0
  return (
    <section aria-labelledby="stats-sources-title" className={styles.stack}>
      <h2 id="stats-sources-title" className={styles.heading}>
        {t('sources')}
      </h2>
      {empty && <p className={styles.hint}>{t('noSources')}</p>}
      <SourceList
        id="stats-campaigns"
        title={t('campaigns')}
        nameLabel={t('campaign')}
        columns={[...counts, t('opens')]}
        rows={rows.campaigns}
      />
      <SourceList id="stats-sharers" title={t('sharers')} nameLabel={t('sharer')} columns={counts} rows={rows.sharers} />
      <SourceList
        id="stats-chat-types"
        title={t('chatTypes')}
        nameLabel={t('chatType')}
        columns={[...counts, t('chats')]}
        rows={rows.chatTypes}
      />
      <SourceList id="stats-platforms" title={t('platforms')} nameLabel={t('platform')} columns={counts} rows={rows.platforms} />
      <SourceList id="stats-languages" title={t('languages')} nameLabel={t('language')} columns={counts} rows={rows.languages} />
      {sources.unknown.visits > 0 && <p className={styles.hint}>{t('unknown', { visits: sources.unknown.visits })}</p>}
    </section>
  )
}
