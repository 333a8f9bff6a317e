import { useStore } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { serverReasonOf } from '@/i18n/error-messages'
import type { FileRecord } from '@/api/contract/common'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { httpConfigFor } from '@/session/http-config'
import { useAppKey } from '@/session/use-app-key'
import { uploadFile } from './upload-file'

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'failed'; fileName: string; message: string }
  | { status: 'done'; file: FileRecord }

/** How a `start()` ended: the stored file, the message for the field, or canceled (null). */
type UploadResult = { file: FileRecord } | { error: string } | null

export interface UploadMessages {
  tooLarge: string
  failed: string
  /** The admin's wording of a refusal with a code (file_too_large, file_type_unsupported, svg_unsafe). */
  refused?: (error: unknown) => string | null
}

/** The message to show on the field for a failed upload: the server's own for 413 and 422. */
export function uploadErrorMessage(error: unknown, messages: UploadMessages): string {
  const worded = messages.refused?.(error)
  if (worded) return worded
  const apiError = apiErrorOf(error)
  if (apiError?.status === 413) return apiError.message || messages.tooLarge
  if (apiError?.status === 422) return Object.values(apiError.fieldErrors).flat()[0] ?? apiError.message
  return serverReasonOf(error) ?? messages.failed
}

/** The hub's API config (the route's app key, its token) with an absolute base, as XMLHttpRequest and Request need one. */
export function useUploadConfig() {
  const store = useStore()
  const appKey = useAppKey()
  return useCallback(() => {
    const config = httpConfigFor(store, appKey)
    return { ...config, baseUrl: new URL(config.baseUrl, window.location.href).href }
  }, [store, appKey])
}

/**
 * One upload at a time for a field: `start(file)` uploads (a running one is canceled), `cancel()`
 * stops it; `state` drives the field's progress, error and preview. Files over 5 MB are refused
 * before sending, with the server's wording.
 */
export function useUpload(type: 'image' | 'icon', messages: UploadMessages) {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const config = useUploadConfig()
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (file: File): Promise<UploadResult> => {
      controller.current?.abort()
      if (file.size > MAX_UPLOAD_BYTES) {
        setState({ status: 'failed', fileName: file.name, message: messages.tooLarge })
        return { error: messages.tooLarge }
      }
      const own = new AbortController()
      controller.current = own
      setState({ status: 'uploading', fileName: file.name, progress: 0 })
      try {
        const record = await uploadFile({
          file,
          type,
          config: config(),
          signal: own.signal,
          onProgress: (progress) => {
            if (!own.signal.aborted) setState({ status: 'uploading', fileName: file.name, progress })
          },
        })
        if (own.signal.aborted) return null
        setState({ status: 'done', file: record })
        return { file: record }
      } catch (error) {
        if (own.signal.aborted) return null
        const message = uploadErrorMessage(error, messages)
        setState({ status: 'failed', fileName: file.name, message })
        return { error: message }
      }
    },
    [type, messages, config],
  )

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setState({ status: 'idle' })
  }, [])

  const clear = useCallback(() => setState({ status: 'idle' }), [])

  return { state, start, cancel, clear }
}
