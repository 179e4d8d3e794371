import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { UNASSESSED_WARNING, matchStatement, mismatchWarning } from '@h5-page/schema/suitability';
import {
  SUITABILITY_TEXT,
  assessUrlOf,
  passSuitability,
  showOrderRefusal,
} from './suitability-gate.ts';
import type { SuitabilityCheck, SuitabilityGateDeps } from './suitability-gate.ts';
import { OVERLAY_HOST_CLASS } from './overlay-portal.tsx';

const HREF = 'https://h5.example.com/h5-page/h5/buy-jgdy-notes?channel=wx#top';
const FROM = encodeURIComponent(HREF);

const CHECKS: Record<SuitabilityCheck['outcome'], SuitabilityCheck> = {
  unassessed: {
    match_id: 11,
    shop_product_id: 2115,
    product_name: '机构调研 · 纪要精选（季度）',
    risk_level: 'R3',
    tier: null,
    assessed_at: null,
    outcome: 'unassessed',
    text: UNASSESSED_WARNING,
  },
  mismatch: {
    match_id: 12,
    shop_product_id: 2115,
    product_name: '机构调研 · 纪要精选（季度）',
    risk_level: 'R3',
    tier: 'C1',
    assessed_at: 1_700_000_000_000,
    outcome: 'mismatch',
    text: mismatchWarning('C1', 'R3', '机构调研 · 纪要精选（季度）'),
  },
  match: {
    match_id: 13,
    shop_product_id: 2115,
    product_name: '机构调研 · 纪要精选（季度）',
    risk_level: 'R3',
    tier: 'C4',
    assessed_at: 1_700_000_000_000,
    outcome: 'match',
    text: matchStatement('C4', 'R3', '机构调研 · 纪要精选（季度）'),
  },
};

function gate(answer: unknown, overrides: Partial<SuitabilityGateDeps> = {}) {
  const get = vi.fn(async () => answer);
  const post = vi.fn(async () => ({ match_id: 13, confirmed_at: 1 }));
  const deps: SuitabilityGateDeps = {
    api: { get, post } as unknown as SuitabilityGateDeps['api'],
    toast: vi.fn(),
    openUrl: vi.fn(),
    href: () => HREF,
    ...overrides,
  };
  return { deps, get, post };
}

/** The open dialog (the real one, its chunk loaded on demand). */
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

async function tap(dialog: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
  });
}

afterEach(async () => {
  // Every test answers its dialogs: none is left over the next test's page.
  await waitFor(() => expect(document.querySelector('.h5-suitability-host')).toBeNull());
});

describe('the suitability gate', () => {
  it('asks the check with the product and this page, needing the token', async () => {
    const { deps, get } = gate(CHECKS.unassessed);
    const passing = passSuitability(deps, 2115);
    await tap(await dialogNamed('风险测评'), '暂不购买');
    expect(await passing).toBe(false);
    expect(get).toHaveBeenCalledWith(
      API_PATHS.SUITABILITY_CHECK,
      { shop_product_id: 2115, page: '/h5-page/h5/buy-jgdy-notes' },
      { needToken: true, hideError: true },
    );
  });

  it('unassessed: 风险测评 with the text; 去测评 goes to the questionnaire with from, 暂不购买 closes', async () => {
    const { deps, post } = gate(CHECKS.unassessed);
    let passing = passSuitability(deps, 2115);
    let dialog = await dialogNamed('风险测评');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    within(dialog).getByText(UNASSESSED_WARNING);
    within(dialog).getByText('R3（中风险）');
    expect(screen.getByRole('dialog', { description: UNASSESSED_WARNING })).toBe(dialog);
    await tap(dialog, '去测评');
    expect(await passing).toBe(false);
    expect(deps.openUrl).toHaveBeenCalledWith(`/h5-page/riskTest?from=${FROM}`);
    expect(screen.queryByRole('dialog')).toBeNull();

    passing = passSuitability(deps, 2115);
    dialog = await dialogNamed('风险测评');
    await tap(dialog, '暂不购买');
    expect(await passing).toBe(false);
    expect(deps.openUrl).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('mismatch: 风险不匹配警示 with both levels; 重新测评 or 暂不购买, never confirmed', async () => {
    const { deps, post } = gate(CHECKS.mismatch, {
      assessUrl: 'https://assess.example.com/risk?src=h5',
    });
    let passing = passSuitability(deps, 2115);
    let dialog = await dialogNamed('风险不匹配警示');
    within(dialog).getByText(CHECKS.mismatch.text);
    within(dialog).getByText('产品风险等级');
    within(dialog).getByText('R3（中风险）');
    within(dialog).getByText('C1（保守型）');
    await tap(dialog, '重新测评');
    expect(await passing).toBe(false);
    expect(deps.openUrl).toHaveBeenCalledWith(
      `https://assess.example.com/risk?src=h5&from=${FROM}`,
    );

    passing = passSuitability(deps, 2115);
    dialog = await dialogNamed('风险不匹配警示');
    await tap(dialog, '暂不购买');
    expect(await passing).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('match: 适当性匹配确认 with level and tier; 确认购买 records the confirmation, 取消 does not', async () => {
    const { deps, post } = gate(CHECKS.match);
    let passing = passSuitability(deps, 2115);
    let dialog = await dialogNamed('适当性匹配确认');
    within(dialog).getByText(CHECKS.match.text);
    within(dialog).getByText('R3（中风险）');
    within(dialog).getByText('您的风险承受能力等级');
    within(dialog).getByText('C4（积极型）');
    await tap(dialog, '确认购买');
    expect(await passing).toBe(true);
    expect(post).toHaveBeenCalledWith(
      API_PATHS.SUITABILITY_CONFIRM,
      { match_id: 13 },
      { needToken: true, hideError: true },
    );

    passing = passSuitability(deps, 2115);
    dialog = await dialogNamed('适当性匹配确认');
    await tap(dialog, '取消');
    expect(await passing).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(deps.openUrl).not.toHaveBeenCalled();
  });

  it('a confirmation the server refuses does not pass', async () => {
    const { deps, post } = gate(CHECKS.match);
    post.mockRejectedValueOnce(new Error('适当性匹配记录不存在'));
    const passing = passSuitability(deps, 2115);
    await tap(await dialogNamed('适当性匹配确认'), '确认购买');
    expect(await passing).toBe(false);
  });

  it('the dialog takes the focus, keeps Tab inside, answers Escape as its second button', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { deps } = gate(CHECKS.match);
    const passing = passSuitability(deps, 2115);
    const dialog = await dialogNamed('适当性匹配确认');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(document.documentElement.style.overflow).toBe('hidden');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['取消', '确认购买']);
    buttons[1]!.focus();
    fireEvent.keyDown(buttons[1]!, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog.querySelector('.h5-suitability-body'));
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(await passing).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it("the dialog is mounted in the page's overlay layer where there is one", async () => {
    const layer = document.createElement('div');
    layer.className = OVERLAY_HOST_CLASS;
    document.body.append(layer);
    const { deps } = gate(CHECKS.unassessed);
    const passing = passSuitability(deps, 2115);
    const dialog = await dialogNamed('风险测评');
    expect(layer.contains(dialog)).toBe(true);
    await tap(dialog, '暂不购买');
    expect(await passing).toBe(false);
    expect(layer.children).toHaveLength(0);
    layer.remove();
  });

  it('a failed check stops (the API client has said why); an unusable answer is said', async () => {
    const failed = gate(undefined);
    failed.get.mockRejectedValueOnce(new Error('请先登录'));
    expect(await passSuitability(failed.deps, 2115)).toBe(false);
    expect(failed.deps.toast).not.toHaveBeenCalled();

    for (const answer of [
      undefined,
      { outcome: 'maybe', text: 'x' },
      { outcome: 'match', text: '' },
    ]) {
      const odd = gate(answer);
      expect(await passSuitability(odd.deps, 2115)).toBe(false);
      expect(odd.deps.toast).toHaveBeenCalledWith(SUITABILITY_TEXT.CHECK_FAILED);
    }
  });

  it('the questionnaire address: configured or ours, from appended, script refused', () => {
    expect(assessUrlOf(undefined, 'https://a.cn/p?x=1')).toBe(
      '/h5-page/riskTest?from=https%3A%2F%2Fa.cn%2Fp%3Fx%3D1',
    );
    expect(assessUrlOf(' https://r.cn/t#q ', 'u')).toBe('https://r.cn/t?from=u#q');
    expect(assessUrlOf('https://r.cn/t?', 'u')).toBe('https://r.cn/t?from=u');
    expect(assessUrlOf('javascript:alert(1)', 'u')).toBe('/h5-page/riskTest?from=u');
  });
});

describe('a refused order', () => {
  it('SUITABILITY_MISMATCH: its msg in the warning dialog, 重新测评 to the questionnaire', async () => {
    const { deps } = gate(undefined);
    const msg = mismatchWarning('C1', 'R3', '机构调研 · 纪要精选（季度）');
    const error = Object.assign(new Error(msg), { reason: 'SUITABILITY_MISMATCH', shown: false });
    const showing = showOrderRefusal(deps, error);
    const dialog = await dialogNamed('风险不匹配警示');
    within(dialog).getByText(msg);
    await tap(dialog, '重新测评');
    expect(await showing).toBe(true);
    expect(deps.openUrl).toHaveBeenCalledWith(`/h5-page/riskTest?from=${FROM}`);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('SUITABILITY_MISMATCH without a tier: 风险测评 and 去测评; UNCONFIRMED: its msg and 知道了', async () => {
    const { deps } = gate(undefined);
    const unassessed = Object.assign(new Error(UNASSESSED_WARNING), {
      reason: 'SUITABILITY_MISMATCH',
    });
    let showing = showOrderRefusal(deps, unassessed);
    await tap(await dialogNamed('风险测评'), '暂不购买');
    expect(await showing).toBe(true);

    const unconfirmed = Object.assign(
      new Error('请先阅读并确认产品风险等级与您的风险承受能力相匹配'),
      {
        reason: 'SUITABILITY_UNCONFIRMED',
      },
    );
    showing = showOrderRefusal(deps, unconfirmed);
    const dialog = await dialogNamed('适当性匹配确认');
    within(dialog).getByText('请先阅读并确认产品风险等级与您的风险承受能力相匹配');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['知道了']);
    await tap(dialog, '知道了');
    expect(await showing).toBe(true);
    expect(deps.openUrl).not.toHaveBeenCalled();
  });

  it('any other refusal is toasted unless the API client has shown it', async () => {
    const { deps } = gate(undefined);
    const quiet = Object.assign(new Error('商品不存在或已下架'), {
      reason: 'PRODUCT_NOT_FOUND',
      shown: false,
    });
    expect(await showOrderRefusal(deps, quiet)).toBe(false);
    const told = Object.assign(new Error('登录已失效，请重新登录'), {
      reason: '400003',
      shown: true,
    });
    expect(await showOrderRefusal(deps, told)).toBe(false);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('商品不存在或已下架');
  });
});
