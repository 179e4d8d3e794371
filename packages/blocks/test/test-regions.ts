import type { RegionNode } from '../src/shared/region/region-tree.ts';

/** A small region tree for tests, with the awkward cases: a province without cities, a city without areas. */
export const TEST_REGIONS: RegionNode[] = [
  {
    id: 11,
    name: '北京市',
    childs: [
      {
        id: 1101,
        name: '北京市',
        childs: [
          { id: 110101, name: '东城区' },
          { id: 110108, name: '海淀区' },
          { id: 110199, name: '其它区' },
        ],
      },
    ],
  },
  {
    id: 44,
    name: '广东省',
    childs: [
      {
        id: 4401,
        name: '广州市',
        childs: [
          { id: 440106, name: '天河区' },
          { id: 440199, name: '其它区' },
        ],
      },
      { id: 4403, name: '深圳市', childs: [{ id: 440304, name: '福田区' }] },
      { id: 4498, name: '无区县市', childs: [] },
    ],
  },
  { id: 90, name: '无城市省', childs: [] },
  { id: 91, name: '无下级省' },
];

export const findRegion = (tree: RegionNode[], ...names: string[]): RegionNode => {
  let list = tree;
  let found: RegionNode | undefined;
  for (const name of names) {
    found = list.find((node) => node.name === name);
    if (!found) throw new Error(`no region ${names.join(' > ')}`);
    list = found.childs ?? [];
  }
  if (!found) throw new Error('no names');
  return found;
};
