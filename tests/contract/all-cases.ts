import { adminCrudCases } from './cases/admin-crud'
import { audienceCases } from './cases/audience'
import { auditLogCases } from './cases/audit-log'
import { authCases } from './cases/auth'
import { campaignCases } from './cases/campaigns'
import { filesCases } from './cases/files'
import { hubDocumentCases } from './cases/hub-document'
import { integrityCases } from './cases/integrity'
import { notifyCases } from './cases/notify'
import { refusalCases } from './cases/refusals'
import { robustnessCases } from './cases/robustness'
import { roleCases } from './cases/roles'
import { scheduleCases } from './cases/schedule'
import { securityCases } from './cases/security'
import { shareMessageCases } from './cases/share-messages'
import { sharingCases } from './cases/sharing'
import { statsCases } from './cases/stats'
import { validationCases } from './cases/validation'
import { versionCases } from './cases/versions'
import { visitorCases } from './cases/visitor'
import { visitCases } from './cases/visits'
import { welcomeGateCases } from './cases/welcome-gate'
import type { Target } from './client'

/** Every case of the contract, run the same way against each target. */
export function contractCases(target: () => Target) {
  authCases(target)
  visitorCases(target)
  adminCrudCases(target)
  validationCases(target)
  securityCases(target)
  filesCases(target)
  robustnessCases(target)
  integrityCases(target)
  statsCases(target)
  scheduleCases(target)
  sharingCases(target)
  versionCases(target)
  auditLogCases(target)
  refusalCases(target)
  visitCases(target)
  campaignCases(target)
  shareMessageCases(target)
  audienceCases(target)
  notifyCases(target)
  welcomeGateCases(target)
  hubDocumentCases(target)
  // Last: its probes write to club's data.
  roleCases(target)
}
