import { childrenOf } from './region-tree.ts';
import type { RegionNode } from './region-tree.ts';
import type { Address } from './selected-address.ts';

/** The picker's steps, in order (spec section 4, "Address picker"). */
export type AddressStep = 'province' | 'city' | 'area';

export interface AddressStepsState {
  /** The tab on show. */
  step: AddressStep;
  province: RegionNode | null;
  city: RegionNode | null;
  area: RegionNode | null;
}

export type AddressStepsAction =
  | { type: 'selectProvince'; node: RegionNode }
  | { type: 'selectCity'; node: RegionNode }
  | { type: 'selectArea'; node: RegionNode }
  | { type: 'showStep'; step: AddressStep }
  | { type: 'close' };

/**
 * What an action leads to: the next state and, when the picker is to close, its result: the
 * chosen address, or `null` when it was closed without completing a choice.
 */
export type AddressStepsOutcome =
  | { state: AddressStepsState; done: false }
  | { state: AddressStepsState; done: true; address: Address | null };

export const INITIAL_STEPS: AddressStepsState = Object.freeze({
  step: 'province',
  province: null,
  city: null,
  area: null,
});

/** The tabs on show: 城市 once a province with cities is chosen, 区县 once a city with areas is. */
export function visibleSteps(state: AddressStepsState): AddressStep[] {
  const steps: AddressStep[] = ['province'];
  if (childrenOf(state.province).length > 0) {
    steps.push('city');
    if (childrenOf(state.city).length > 0) steps.push('area');
  }
  return steps;
}

/** The address a (complete) state stands for; the parts not chosen are '' and 0. */
export function addressOf(state: AddressStepsState): Address {
  return {
    province: state.province?.name ?? '',
    provinceID: state.province?.id ?? 0,
    city: state.city?.name ?? '',
    cityID: state.city?.id ?? 0,
    area: state.area?.name ?? '',
    areaID: state.area?.id ?? 0,
  };
}

const stay = (state: AddressStepsState): AddressStepsOutcome => ({ state, done: false });
const finish = (state: AddressStepsState): AddressStepsOutcome => ({
  state,
  done: true,
  address: addressOf(state),
});

/**
 * The picker's state machine. Choosing a province moves to its cities, a city to its areas, an area
 * completes the choice; a province without cities (or a city without areas) completes it at once.
 * Choosing again what is already chosen keeps the choices below it. Closing completes nothing.
 */
export function addressStepsReducer(
  state: AddressStepsState,
  action: AddressStepsAction,
): AddressStepsOutcome {
  switch (action.type) {
    case 'selectProvince': {
      const same = state.province?.id === action.node.id;
      const next: AddressStepsState = {
        step: 'city',
        province: action.node,
        city: same ? state.city : null,
        area: same ? state.area : null,
      };
      if (childrenOf(action.node).length === 0) {
        return finish({ ...next, step: 'province', city: null, area: null });
      }
      return stay(next);
    }
    case 'selectCity': {
      if (!state.province) return stay(state);
      const same = state.city?.id === action.node.id;
      const next: AddressStepsState = {
        ...state,
        step: 'area',
        city: action.node,
        area: same ? state.area : null,
      };
      if (childrenOf(action.node).length === 0)
        return finish({ ...next, step: 'city', area: null });
      return stay(next);
    }
    case 'selectArea': {
      if (!state.province || !state.city) return stay(state);
      return finish({ ...state, step: 'area', area: action.node });
    }
    case 'showStep':
      return visibleSteps(state).includes(action.step)
        ? stay({ ...state, step: action.step })
        : stay(state);
    case 'close':
      return { state, done: true, address: null };
  }
}

/**
 * The state a picker opens in: the given address's choices highlighted (found by id in the tree),
 * on the last step chosen; the first step when nothing (or nothing found) was chosen.
 */
export function stepsFromAddress(
  tree: readonly RegionNode[],
  address: Address | null | undefined,
): AddressStepsState {
  const province = address ? tree.find((node) => node.id === address.provinceID) : undefined;
  if (!province) return INITIAL_STEPS;
  const city = childrenOf(province).find((node) => node.id === address?.cityID) ?? null;
  const area = childrenOf(city).find((node) => node.id === address?.areaID) ?? null;
  const state: AddressStepsState = { step: 'province', province, city, area };
  const steps = visibleSteps(state);
  return { ...state, step: steps[steps.length - 1] ?? 'province' };
}
