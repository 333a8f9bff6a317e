// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.
import { parseRouteTable, type Route } from './contract/plain/carrier'
import type { OperationName } from './contract'

/** The REST route of every operation, without zod, for the client bundle (format: parseRouteTable). */
export const routes = parseRouteTable(`
auth POST /auth initData
navigations.get GET /navigations/{appKey}
admin.navigation.get GET /admin/navigation
admin.navigation.update PUT /admin/navigation
themes.list GET /themes list
admin.themes.* /admin/themes
categories.list GET /categories list
categories.get GET /categories/{id}
admin.categories.* /admin/categories
admin.categories.order POST /admin/categories/order
admin.categories.orderItems POST /admin/categories/{id}/{name}/order jsonArray:ids
sections.list GET /sections list
sections.get GET /sections/{id}
admin.sections.* /admin/sections
buttons.list GET /buttons list
admin.buttons.* /admin/buttons
banners.list GET /banners list
admin.banners.* /admin/banners
admin.banners.order POST /admin/banners/order
admin.materials.* /admin/materials
admin.texts.* /admin/texts
admin.popups.* /admin/popups
admin.linkLists.* /admin/link-lists
admin.admins.* /admin/admins
admin.admins.handOver POST /admin/admins/{id}/hand-over
files.upload POST /files 201 multipart
admin.files.list GET /admin/files list
admin.files.delete DELETE /admin/files/{id} 204
frontendLogs.create POST /frontend-logs 201
frontendLogs.list GET /frontend-logs list
events.create POST /events 202
admin.stats.get GET /admin/stats
admin.stats.reset DELETE /admin/stats 204
admin.auditLog.list GET /admin/audit-log list
admin.auditLog.restore POST /admin/audit-log/{id}/restore
admin.campaigns.* /admin/campaigns
shareMessages.create POST /share-messages 201
admin.welcomeGate.get GET /admin/welcome-gate
admin.welcomeGate.update PUT /admin/welcome-gate
joinRequests.get GET /join-requests/{queryId}
joinRequests.answer POST /join-requests/{queryId}
notifyRequests.create POST /notify-requests 201
notifyRequests.delete DELETE /notify-requests/{id} 204
admin.notifications.list GET /admin/notifications list
admin.hub.export GET /admin/export
admin.hub.exportLink POST /admin/export/link 201
admin.hub.import POST /admin/import
`) as Record<OperationName, Route>
