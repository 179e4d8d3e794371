/** Guangzhou's Tianhe district: as a register-by-address form sends it, and as a user row keeps it. */
export const TIANHE_SENT = {
  province: '广东省',
  provinceID: 440000,
  city: '广州市',
  cityID: 440100,
  area: '天河区',
  areaID: 440106,
} as const;

export const TIANHE_STORED = {
  province: '广东省',
  provinceId: 440000,
  city: '广州市',
  cityId: 440100,
  area: '天河区',
  areaId: 440106,
} as const;
