import { adminCampaigns } from '../services/campaigns'
import { crudRouter } from './crud-router'

export const adminCampaignsRouter = crudRouter('campaigns', adminCampaigns)
