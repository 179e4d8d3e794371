import type { Db } from '../open-database.ts';
import { createActivityDataRepository } from './activity-data-repository.ts';
import type { ActivityDataRepository } from './activity-data-repository.ts';
import { createBrokerageRepository } from './brokerage-repository.ts';
import type { BrokerageRepository } from './brokerage-repository.ts';
import { createBrowseRepository } from './browse-repository.ts';
import type { BrowseRepository } from './browse-repository.ts';
import { createCampaignApiRepository } from './campaign-api-repository.ts';
import type { CampaignApiRepository } from './campaign-api-repository.ts';
import { createGroupRepository } from './group-repository.ts';
import type { GroupRepository } from './group-repository.ts';
import { createJumpRepository } from './jump-repository.ts';
import type { JumpRepository } from './jump-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import type { OrderRepository } from './order-repository.ts';
import { createQrCodeRepository } from './qr-code-repository.ts';
import type { QrCodeRepository } from './qr-code-repository.ts';
import { createStaffRepository } from './staff-repository.ts';
import type { StaffRepository } from './staff-repository.ts';

/** The repositories of the server-backed blocks and button actions, one per area. */
export interface CampaignStore {
  groups: GroupRepository;
  staff: StaffRepository;
  qrCodes: QrCodeRepository;
  orders: OrderRepository;
  activityData: ActivityDataRepository;
  brokerage: BrokerageRepository;
  jumps: JumpRepository;
  campaignApis: CampaignApiRepository;
  browse: BrowseRepository;
}

export function createCampaignStore(db: Db): CampaignStore {
  return {
    groups: createGroupRepository(db),
    staff: createStaffRepository(db),
    qrCodes: createQrCodeRepository(db),
    orders: createOrderRepository(db),
    activityData: createActivityDataRepository(db),
    brokerage: createBrokerageRepository(db),
    jumps: createJumpRepository(db),
    campaignApis: createCampaignApiRepository(db),
    browse: createBrowseRepository(db),
  };
}
