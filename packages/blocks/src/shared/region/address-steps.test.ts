import { describe, expect, it } from 'vitest';
import {
  addressOf,
  addressStepsReducer,
  INITIAL_STEPS,
  stepsFromAddress,
  visibleSteps,
} from './address-steps.ts';
import type { AddressStepsAction, AddressStepsState } from './address-steps.ts';
import { EMPTY_ADDRESS } from './selected-address.ts';
import { findRegion, TEST_REGIONS } from '#test/test-regions.ts';
import { TIANHE_ADDRESS } from '#test/tianhe-address.ts';

const guangdong = findRegion(TEST_REGIONS, '广东省');
const guangzhou = findRegion(TEST_REGIONS, '广东省', '广州市');
const tianhe = findRegion(TEST_REGIONS, '广东省', '广州市', '天河区');
const shenzhen = findRegion(TEST_REGIONS, '广东省', '深圳市');

function run(...actions: AddressStepsAction[]) {
  let state: AddressStepsState = INITIAL_STEPS;
  let outcome = addressStepsReducer(state, { type: 'showStep', step: 'province' });
  for (const action of actions) {
    outcome = addressStepsReducer(state, action);
    state = outcome.state;
  }
  return outcome;
}

describe('address steps', () => {
  it('starts on the province step with only the province tab', () => {
    expect(INITIAL_STEPS.step).toBe('province');
    expect(visibleSteps(INITIAL_STEPS)).toEqual(['province']);
  });

  it('goes province -> city -> area, and choosing an area completes the address', () => {
    let outcome = addressStepsReducer(INITIAL_STEPS, { type: 'selectProvince', node: guangdong });
    expect(outcome).toMatchObject({ done: false, state: { step: 'city', province: guangdong } });
    expect(visibleSteps(outcome.state)).toEqual(['province', 'city']);

    outcome = addressStepsReducer(outcome.state, { type: 'selectCity', node: guangzhou });
    expect(outcome).toMatchObject({ done: false, state: { step: 'area', city: guangzhou } });
    expect(visibleSteps(outcome.state)).toEqual(['province', 'city', 'area']);

    outcome = addressStepsReducer(outcome.state, { type: 'selectArea', node: tianhe });
    expect(outcome.done).toBe(true);
    expect(outcome.done && outcome.address).toEqual(TIANHE_ADDRESS);
  });

  it('completes at the province when it has no cities (empty list or none at all)', () => {
    for (const name of ['无城市省', '无下级省']) {
      const node = findRegion(TEST_REGIONS, name);
      const outcome = addressStepsReducer(INITIAL_STEPS, { type: 'selectProvince', node });
      expect(outcome.done).toBe(true);
      expect(outcome.done && outcome.address).toEqual({
        ...EMPTY_ADDRESS,
        province: name,
        provinceID: node.id,
      });
      expect(visibleSteps(outcome.state)).toEqual(['province']);
    }
  });

  it('completes at the city when it has no areas', () => {
    const node = findRegion(TEST_REGIONS, '广东省', '无区县市');
    const outcome = run({ type: 'selectProvince', node: guangdong }, { type: 'selectCity', node });
    expect(outcome.done && outcome.address).toEqual({
      ...EMPTY_ADDRESS,
      province: '广东省',
      provinceID: 44,
      city: '无区县市',
      cityID: 4498,
    });
  });

  it('closing completes nothing: the result is null', () => {
    const outcome = run({ type: 'selectProvince', node: guangdong }, { type: 'close' });
    expect(outcome).toMatchObject({ done: true, address: null });
  });

  it('switches back to a shown tab, keeping the choices; hidden tabs cannot be shown', () => {
    let outcome = run(
      { type: 'selectProvince', node: guangdong },
      { type: 'selectCity', node: guangzhou },
      { type: 'showStep', step: 'province' },
    );
    expect(outcome.state).toMatchObject({ step: 'province', province: guangdong, city: guangzhou });
    outcome = addressStepsReducer(INITIAL_STEPS, { type: 'showStep', step: 'area' });
    expect(outcome.state.step).toBe('province');
  });

  it('choosing another province or city clears the choices below; the same one keeps them', () => {
    const chosen = run(
      { type: 'selectProvince', node: guangdong },
      { type: 'selectCity', node: guangzhou },
      { type: 'showStep', step: 'province' },
    ).state;
    const same = addressStepsReducer(chosen, { type: 'selectProvince', node: guangdong }).state;
    expect(same).toMatchObject({ step: 'city', city: guangzhou });
    const other = addressStepsReducer(chosen, {
      type: 'selectProvince',
      node: findRegion(TEST_REGIONS, '北京市'),
    }).state;
    expect(other).toMatchObject({ step: 'city', city: null, area: null });
    const otherCity = addressStepsReducer(
      { ...chosen, area: tianhe },
      { type: 'selectCity', node: shenzhen },
    ).state;
    expect(otherCity).toMatchObject({ step: 'area', city: shenzhen, area: null });
  });

  it('ignores a city or area chosen before what is above it', () => {
    expect(addressStepsReducer(INITIAL_STEPS, { type: 'selectCity', node: guangzhou })).toEqual({
      state: INITIAL_STEPS,
      done: false,
    });
    expect(addressStepsReducer(INITIAL_STEPS, { type: 'selectArea', node: tianhe }).done).toBe(
      false,
    );
  });

  it('reopens on an earlier address: its choices highlighted, on its last step', () => {
    const state = stepsFromAddress(TEST_REGIONS, TIANHE_ADDRESS);
    expect(state).toEqual({ step: 'area', province: guangdong, city: guangzhou, area: tianhe });
    expect(addressOf(state).areaID).toBe(440106);
    expect(stepsFromAddress(TEST_REGIONS, EMPTY_ADDRESS)).toBe(INITIAL_STEPS);
    expect(stepsFromAddress(TEST_REGIONS, null)).toBe(INITIAL_STEPS);
    expect(
      stepsFromAddress(TEST_REGIONS, { ...EMPTY_ADDRESS, provinceID: 90, province: '无城市省' }),
    ).toMatchObject({ step: 'province', province: { id: 90 } });
  });
});
