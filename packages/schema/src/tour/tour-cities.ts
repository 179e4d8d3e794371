/**
 * The cities a lecture tour can light up, with approximate coordinates (longitude, latitude), and
 * a coarse outline of China: the map block draws both as SVG without any network asset, and the
 * server accepts only these city names. Pure data, no zod: the visitor bundle imports it.
 */

export interface TourCity {
  name: string;
  lon: number;
  lat: number;
}

export const TOUR_CITIES: readonly TourCity[] = [
  { name: '北京', lon: 116.4, lat: 39.9 },
  { name: '天津', lon: 117.2, lat: 39.13 },
  { name: '石家庄', lon: 114.51, lat: 38.04 },
  { name: '太原', lon: 112.55, lat: 37.87 },
  { name: '呼和浩特', lon: 111.75, lat: 40.84 },
  { name: '沈阳', lon: 123.43, lat: 41.8 },
  { name: '大连', lon: 121.61, lat: 38.91 },
  { name: '长春', lon: 125.32, lat: 43.82 },
  { name: '哈尔滨', lon: 126.63, lat: 45.75 },
  { name: '上海', lon: 121.47, lat: 31.23 },
  { name: '南京', lon: 118.8, lat: 32.06 },
  { name: '苏州', lon: 120.62, lat: 31.3 },
  { name: '杭州', lon: 120.16, lat: 30.27 },
  { name: '宁波', lon: 121.55, lat: 29.87 },
  { name: '合肥', lon: 117.23, lat: 31.82 },
  { name: '福州', lon: 119.3, lat: 26.08 },
  { name: '厦门', lon: 118.09, lat: 24.48 },
  { name: '南昌', lon: 115.86, lat: 28.68 },
  { name: '济南', lon: 117.0, lat: 36.65 },
  { name: '青岛', lon: 120.38, lat: 36.07 },
  { name: '郑州', lon: 113.62, lat: 34.75 },
  { name: '武汉', lon: 114.3, lat: 30.59 },
  { name: '长沙', lon: 112.94, lat: 28.23 },
  { name: '广州', lon: 113.26, lat: 23.13 },
  { name: '深圳', lon: 114.06, lat: 22.54 },
  { name: '南宁', lon: 108.37, lat: 22.82 },
  { name: '海口', lon: 110.35, lat: 20.02 },
  { name: '重庆', lon: 106.55, lat: 29.56 },
  { name: '成都', lon: 104.07, lat: 30.67 },
  { name: '贵阳', lon: 106.63, lat: 26.65 },
  { name: '昆明', lon: 102.83, lat: 24.88 },
  { name: '拉萨', lon: 91.13, lat: 29.65 },
  { name: '西安', lon: 108.94, lat: 34.34 },
  { name: '兰州', lon: 103.83, lat: 36.06 },
  { name: '西宁', lon: 101.78, lat: 36.62 },
  { name: '银川', lon: 106.23, lat: 38.49 },
  { name: '乌鲁木齐', lon: 87.62, lat: 43.83 },
];

const NAMES: ReadonlySet<string> = new Set(TOUR_CITIES.map((city) => city.name));

export function isTourCity(name: unknown): name is string {
  return typeof name === 'string' && NAMES.has(name);
}

/** The mainland's border, coarsely, clockwise from the north tip (longitude, latitude). */
// prettier-ignore
export const CHINA_OUTLINE: readonly (readonly [number, number])[] = [
  [122.5, 53.4], [126.0, 52.8], [127.6, 49.8], [130.6, 48.9], [134.7, 48.3], [133.2, 45.2],
  [131.0, 42.9], [130.4, 42.3], [128.0, 41.5], [124.3, 39.9], [121.6, 38.8], [122.2, 40.5],
  [121.0, 40.8], [119.6, 39.9], [117.8, 39.0], [118.9, 37.6], [120.7, 37.8], [122.5, 37.3],
  [120.4, 36.0], [119.4, 34.7], [120.9, 32.6], [121.9, 31.0], [122.0, 29.9], [120.8, 28.0],
  [119.6, 26.0], [118.1, 24.5], [116.7, 23.3], [114.2, 22.3], [112.0, 21.7], [110.3, 20.3],
  [109.6, 21.5], [108.0, 21.6], [106.7, 22.8], [104.0, 22.7], [101.8, 21.2], [99.5, 22.1],
  [98.6, 24.0], [97.6, 24.8], [98.7, 27.5], [97.5, 28.3], [95.5, 28.2], [92.0, 26.9],
  [89.0, 27.3], [86.0, 27.9], [82.0, 30.2], [79.2, 32.4], [78.4, 34.5], [75.2, 37.0],
  [73.6, 39.4], [76.0, 40.6], [80.0, 42.1], [80.4, 45.0], [82.5, 45.5], [82.8, 47.2],
  [85.5, 47.0], [87.3, 49.1], [90.5, 46.5], [91.0, 45.2], [95.5, 44.3], [96.4, 42.7],
  [100.8, 42.6], [105.0, 41.6], [107.0, 42.3], [111.9, 43.6], [114.0, 44.9], [117.5, 46.5],
  [115.6, 47.8], [117.4, 49.6], [119.2, 50.2], [120.8, 52.5],
];

/** Hainan and Taiwan, coarsely. */
// prettier-ignore
export const CHINA_ISLANDS: readonly (readonly (readonly [number, number])[])[] = [
  [[108.6, 19.2], [109.6, 20.1], [111.0, 19.7], [110.5, 18.5], [109.5, 18.2], [108.7, 18.5]],
  [[121.5, 25.3], [122.0, 25.0], [121.4, 23.0], [120.8, 21.9], [120.1, 23.0], [120.2, 24.5]],
];
