import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import 'antd-mobile/es/global';
import { childrenOf } from './region-tree.ts';
import type { RegionNode } from './region-tree.ts';
import { addressStepsReducer, stepsFromAddress, visibleSteps } from './address-steps.ts';
import type { AddressStep, AddressStepsAction, AddressStepsState } from './address-steps.ts';
import { REGION_TEXT } from './region-texts.ts';
import { loadRegionTree } from './load-region-data.ts';
import type { Address } from './selected-address.ts';
import './address-picker.css';

export interface AddressPickerProps {
  visible: boolean;
  /** The picker wants to close: with the chosen address, or `null` when closed without choosing. */
  onClose(result: Address | null): void;
  /** The address to highlight when the picker opens. */
  value?: Address | null;
  /** Where the region tree comes from (default: the shipped data, loaded on first open). */
  loadRegions?: () => Promise<RegionNode[]>;
  title?: string;
}

const TAB_LABEL: Record<AddressStep, string> = {
  province: REGION_TEXT.TAB_PROVINCE,
  city: REGION_TEXT.TAB_CITY,
  area: REGION_TEXT.TAB_AREA,
};

const SELECT_ACTION = {
  province: 'selectProvince',
  city: 'selectCity',
  area: 'selectArea',
} as const satisfies Record<AddressStep, AddressStepsAction['type']>;

type Regions = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; tree: RegionNode[] };

/**
 * The province / city / area picker in a bottom popup (spec section 4): tabs 省份 / 城市 / 区县
 * (城市 and 区县 only when their lists are non-empty), one list per step with the chosen item
 * highlighted, and a close icon. Controlled: the owner shows it and hears how it closed.
 */
export function AddressPicker({
  visible,
  onClose,
  value,
  loadRegions = loadRegionTree,
  title = REGION_TEXT.PICKER_TITLE,
}: AddressPickerProps) {
  const [regions, setRegions] = useState<Regions>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Each opening starts afresh from `value`: the body is keyed by it.
  const [opening, setOpening] = useState(0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpening(opening + 1);
  }

  const wanted = visible && regions.status !== 'ready' && regions.status !== 'failed';
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setRegions({ status: 'loading' });
    loadRegions().then(
      (tree) => live && setRegions({ status: 'ready', tree }),
      (error: unknown) => {
        if (!live) return;
        console.error('[h5-page] address: regions unavailable', error);
        setRegions({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `attempt` restarts the load after a failure.
  }, [wanted, loadRegions, attempt]);

  const close = () => onClose(null);

  return (
    <Popup visible={visible} onMaskClick={close} position="bottom" bodyClassName="h5-address-popup">
      <div className="h5-address-picker" role="dialog" aria-modal="true" aria-label={title}>
        <div className="h5-address-header">
          <span className="h5-address-heading">{title}</span>
          <button
            type="button"
            className="h5-address-close"
            aria-label={REGION_TEXT.CLOSE}
            onClick={close}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
        </div>
        {regions.status === 'ready' ? (
          <PickerSteps key={opening} tree={regions.tree} value={value} onClose={onClose} />
        ) : regions.status === 'failed' ? (
          <button
            type="button"
            className="h5-address-status h5-address-retry"
            onClick={() => {
              setRegions({ status: 'idle' });
              setAttempt(attempt + 1);
            }}
          >
            {REGION_TEXT.LOAD_FAILED}
          </button>
        ) : (
          <p className="h5-address-status" role="status">
            {REGION_TEXT.LOADING}
          </p>
        )}
      </div>
    </Popup>
  );
}

interface PickerStepsProps {
  tree: RegionNode[];
  value: Address | null | undefined;
  onClose(result: Address | null): void;
}

function PickerSteps({ tree, value, onClose }: PickerStepsProps) {
  const [state, setState] = useState<AddressStepsState>(() => stepsFromAddress(tree, value));

  const dispatch = (action: AddressStepsAction) => {
    const outcome = addressStepsReducer(state, action);
    setState(outcome.state);
    if (outcome.done) onClose(outcome.address);
  };

  const steps = visibleSteps(state);
  const items =
    state.step === 'province'
      ? tree
      : childrenOf(state.step === 'city' ? state.province : state.city);
  const chosen = state[state.step];

  const onKeyDown = (node: RegionNode) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      dispatch({ type: SELECT_ACTION[state.step], node });
    }
  };

  return (
    <>
      <div className="h5-address-tabs" role="tablist">
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            role="tab"
            id={`h5-address-tab-${step}`}
            aria-selected={state.step === step}
            className={`h5-address-tab${state.step === step ? ' h5-address-tab-active' : ''}`}
            onClick={() => dispatch({ type: 'showStep', step })}
          >
            {TAB_LABEL[step]}
          </button>
        ))}
      </div>
      <ul
        key={state.step}
        className="h5-address-list"
        role="listbox"
        aria-label={TAB_LABEL[state.step]}
      >
        {items.map((node) => {
          const selected = chosen?.id === node.id;
          return (
            <li
              key={node.id}
              role="option"
              aria-selected={selected}
              tabIndex={0}
              className={`h5-address-option${selected ? ' h5-address-option-selected' : ''}`}
              onClick={() => dispatch({ type: SELECT_ACTION[state.step], node })}
              onKeyDown={onKeyDown(node)}
            >
              {node.name}
            </li>
          );
        })}
      </ul>
    </>
  );
}
