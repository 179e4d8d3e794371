import type { Db } from '../../store/open-database.ts';
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
import { createCouponRepository } from './coupon-repository.ts';
import type { CouponRepository } from './coupon-repository.ts';
import { createInviteRepository } from './invite-repository.ts';
import { createOpenDayRepository } from './open-day-repository.ts';
import type { OpenDayRepository } from './open-day-repository.ts';
import type { InviteRepository } from './invite-repository.ts';
import { createRenewalRepository } from './renewal-repository.ts';
import type { RenewalRepository } from './renewal-repository.ts';
import { createTourRepository } from './tour-repository.ts';
import type { TourRepository } from './tour-repository.ts';
import { createCourseRepository } from '../course/course-repository.ts';
import type { CourseRepository } from '../course/course-repository.ts';
import { createCpmjRepository } from '../cpmj/cpmj-repository.ts';
import type { CpmjRepository } from '../cpmj/cpmj-repository.ts';
import { createSimTradingRepository } from '../simulated-trading/sim-repository.ts';
import type { SimTradingRepository } from '../simulated-trading/sim-repository.ts';
import { createTopicRepository } from '../topics/topic-repository.ts';
import type { TopicRepository } from '../topics/topic-repository.ts';

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
  tours: TourRepository;
  invites: InviteRepository;
  coupons: CouponRepository;
  openDay: OpenDayRepository;
  renewal: RenewalRepository;
  /** Live activities, their reservations and the course videos. */
  course: CourseRepository;
  /** 操盘秘籍 articles and the group posts of a topic (`cpmj`). */
  cpmj: CpmjRepository;
  /** The simulated trading game and its competition. */
  simTrading: SimTradingRepository;
  /** Topic pages' products and the user tags they follow. */
  topics: TopicRepository;
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
    tours: createTourRepository(db),
    invites: createInviteRepository(db),
    coupons: createCouponRepository(db),
    openDay: createOpenDayRepository(db),
    renewal: createRenewalRepository(db),
    course: createCourseRepository(db),
    cpmj: createCpmjRepository(db),
    simTrading: createSimTradingRepository(db),
    topics: createTopicRepository(db),
  };
}
