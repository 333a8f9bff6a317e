import { z } from 'zod'
import { byId, file, fileType, listOf, listQuery } from './common'
import { op } from './operation'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const uploadInput = z.object({
  file: z.instanceof(Blob, { message: 'Required' }),
  type: fileType.default('image'),
})

export const filesOps = {
  'files.upload': op({
    method: 'POST',
    path: '/files',
    input: uploadInput,
    output: file,
    access: 'admin',
    role: 'editor',
    status: 201,
    carrier: { kind: 'multipart' },
    refusals: ['file_too_large', 'file_type_unsupported', 'svg_unsafe'],
    summary: 'Upload an image or icon (PNG, JPEG, WebP, GIF; icons also SVG), 5 MB at most',
  }),
  'admin.files.list': op({
    method: 'GET',
    path: '/admin/files',
    input: listQuery({ type: fileType }),
    output: listOf(file),
    access: 'admin',
    role: 'analyst',
    list: true,
    summary: 'List uploaded files, e.g. filter[type]=icon for the icons screen',
  }),
  'admin.files.delete': op({
    method: 'DELETE',
    path: '/admin/files/{id}',
    input: byId,
    output: z.null(),
    access: 'admin',
    role: 'editor',
    status: 204,
    summary: 'Delete an uploaded file',
  }),
}
