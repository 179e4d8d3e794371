/**
 * Every stop of the seeded lecture tours, once: the speeches, the posters (one per stop, so a
 * city a tour page names always has its poster) and the cities the pages list come from here.
 * `poster` numbers the stop's poster file; numbers never change, so stores seeded earlier keep
 * pointing at the same picture.
 */
export interface TourStop {
  tour: string;
  city: string;
  venue: string;
  /** Local time in Asia/Shanghai, as PostgreSQL reads it. */
  startsAt: string;
  speaker: string;
  speakerTitle: string;
  topic: string;
  seats: number;
  /** The poster's headline: the topic in a few words. */
  theme: string;
  poster: number;
}

export const TOUR_STOPS: readonly TourStop[] = [
  {
    tour: 'xunjiang',
    city: '上海',
    venue: '浦东新区世纪大道 国际会议中心 3 楼',
    startsAt: '2027-03-14 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '开年行情展望：结构性机会在哪里',
    seats: 120,
    theme: '开年行情展望',
    poster: 1,
  },
  {
    tour: 'xunjiang',
    city: '杭州',
    venue: '西湖区文三路 黄龙饭店 2 楼',
    startsAt: '2027-03-21 14:00+08',
    speaker: '李明',
    speakerTitle: '资深投资顾问',
    topic: '读懂财报：三张表看清一家公司',
    seats: 80,
    theme: '读懂财报',
    poster: 2,
  },
  {
    tour: 'xunjiang',
    city: '南京',
    venue: '鼓楼区中山北路 金陵饭店会议厅',
    startsAt: '2027-03-28 14:00+08',
    speaker: '陈思远',
    speakerTitle: '策略研究员',
    topic: '仓位管理与风险控制',
    seats: 80,
    theme: '仓位管理与风控',
    poster: 8,
  },
  {
    tour: 'xunjiang',
    city: '武汉',
    venue: '江汉区建设大道 万达瑞华酒店',
    startsAt: '2027-04-11 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '行业轮动的节奏与信号',
    seats: 100,
    theme: '行业轮动的信号',
    poster: 9,
  },
  {
    tour: 'xunjiang',
    city: '成都',
    venue: '锦江区红星路 成都国际金融中心',
    startsAt: '2027-04-18 14:00+08',
    speaker: '刘畅',
    speakerTitle: '资深投资顾问',
    topic: '价值投资的长期主义',
    seats: 100,
    theme: '价值投资的长期主义',
    poster: 10,
  },
  {
    tour: 'xunjiang',
    city: '广州',
    venue: '天河区珠江新城 花城汇会议中心',
    startsAt: '2027-04-25 14:00+08',
    speaker: '李明',
    speakerTitle: '资深投资顾问',
    topic: '从K线到基本面：选股的四个步骤',
    seats: 150,
    theme: '选股四步法',
    poster: 3,
  },
  {
    tour: 'xunjiang',
    city: '北京',
    venue: '朝阳区建国门外大街 国贸大酒店',
    startsAt: '2027-05-09 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '年中策略会：守正出奇',
    seats: 200,
    theme: '年中策略会',
    poster: 11,
  },
  {
    tour: 'jz2024xunjiang',
    city: '深圳',
    venue: '福田区深南大道 会展中心 5 号馆',
    startsAt: '2024-11-09 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '2024 行情复盘与来年展望',
    seats: 200,
    theme: '2024 行情复盘',
    poster: 4,
  },
  {
    tour: 'jz2024xunjiang',
    city: '上海',
    venue: '浦东新区世纪大道 国际会议中心',
    startsAt: '2024-11-16 14:00+08',
    speaker: '陈思远',
    speakerTitle: '策略研究员',
    topic: '高股息资产的配置逻辑',
    seats: 150,
    theme: '高股息资产配置',
    poster: 12,
  },
  {
    tour: 'jz2024xunjiang',
    city: '北京',
    venue: '朝阳区建国门外大街 国贸大酒店',
    startsAt: '2024-11-23 14:00+08',
    speaker: '刘畅',
    speakerTitle: '资深投资顾问',
    topic: '价值投资的长期主义',
    seats: 150,
    theme: '价值投资的长期主义',
    poster: 5,
  },
  {
    tour: 'jz2024xunjiang',
    city: '重庆',
    venue: '渝中区解放碑 威斯汀酒店',
    startsAt: '2024-11-30 14:00+08',
    speaker: '李明',
    speakerTitle: '资深投资顾问',
    topic: '读懂财报：三张表看清一家公司',
    seats: 100,
    theme: '读懂财报',
    poster: 13,
  },
  {
    tour: 'jz2025xunjiang',
    city: '天津',
    venue: '和平区南京路 凯悦酒店',
    startsAt: '2025-10-18 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '十五五开局的投资主线',
    seats: 120,
    theme: '十五五开局的投资主线',
    poster: 6,
  },
  {
    tour: 'jz2025xunjiang',
    city: '济南',
    venue: '历下区泉城路 贵和洲际酒店',
    startsAt: '2025-10-25 14:00+08',
    speaker: '陈思远',
    speakerTitle: '策略研究员',
    topic: '科技与红利的均衡配置',
    seats: 100,
    theme: '科技与红利均衡配置',
    poster: 14,
  },
  {
    tour: 'jz2025xunjiang',
    city: '郑州',
    venue: '郑东新区 国际会展中心',
    startsAt: '2025-11-01 14:00+08',
    speaker: '刘畅',
    speakerTitle: '资深投资顾问',
    topic: '如何建立自己的投资体系',
    seats: 100,
    theme: '建立投资体系',
    poster: 15,
  },
  {
    tour: 'jz2025xunjiang',
    city: '长沙',
    venue: '岳麓区 梅溪湖国际文化艺术中心',
    startsAt: '2025-11-08 14:00+08',
    speaker: '李明',
    speakerTitle: '资深投资顾问',
    topic: '周期股的买点与卖点',
    seats: 100,
    theme: '周期股的买卖点',
    poster: 16,
  },
  {
    tour: 'jz2025xunjiang',
    city: '西安',
    venue: '雁塔区 曲江国际会议中心',
    startsAt: '2025-11-15 14:00+08',
    speaker: '王建国',
    speakerTitle: '首席投资顾问',
    topic: '2026 年度策略展望',
    seats: 150,
    theme: '2026 年度策略展望',
    poster: 7,
  },
];

/** The stops of one tour, in the order it visits them. */
export const stopsOf = (tour: string): TourStop[] =>
  TOUR_STOPS.filter((stop) => stop.tour === tour);

/** The poster file of a stop, without `.svg`. */
export const posterFile = (stop: TourStop): string => `tour-poster-${stop.poster}`;
