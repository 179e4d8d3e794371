import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Popup from '../popup/popup.tsx';
import RetainPopup from '../retainPopup/retainPopup.tsx';
import { LeadDialog } from '../leadForm/lead-dialog.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { OVERLAY_HOST_CLASS } from './overlay-portal.tsx';
import { blockDefinitions } from '../block-definitions.ts';

const blocksDir = join(dirname(fileURLToPath(import.meta.url)), '..');

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

/** A page as the visitor app lays it out: blocks in contained boxes, then the overlay layer. */
function inPage(block: ReactNode) {
  return render(
    <div className="h5-page">
      <div data-testid="contained" style={{ contentVisibility: 'auto', overflow: 'hidden' }}>
        {block}
      </div>
      <div className={OVERLAY_HOST_CLASS} />
    </div>,
  );
}

function expectInLayer(dialog: HTMLElement) {
  expect(dialog.closest(`.${OVERLAY_HOST_CLASS}`)).not.toBeNull();
  expect(screen.getByTestId('contained').contains(dialog)).toBe(false);
}

describe('overlays are mounted in the page overlay layer, never inside a block box', () => {
  it('popup', () => {
    const runtime = createFakeRuntime();
    inPage(
      <RuntimeProvider value={runtime}>
        <Popup value={{ id: 'gift', position: 'center' }} children={[]} path="page_schema[0]" />
      </RuntimeProvider>,
    );
    act(() => runtime.popups.open('gift'));
    expectInLayer(screen.getByRole('dialog'));
  });

  it('retain popup', () => {
    inPage(
      <RuntimeProvider value={createFakeRuntime()}>
        <RetainPopup
          value={{ title: '确定离开吗？', button2_text: '残忍离开', trigger: 'load' }}
          children={[]}
          path="page_schema[0]"
        />
      </RuntimeProvider>,
    );
    expectInLayer(screen.getByRole('alertdialog'));
  });

  it("the lead form's dialogs", () => {
    // Opened by a tap, so after the page (and its layer) is in the document.
    const dialog = (open: boolean) => (
      <LeadDialog open={open} labelledBy="t" onClose={() => {}}>
        <p id="t">短信验证</p>
      </LeadDialog>
    );
    const { rerender } = inPage(dialog(false));
    rerender(
      <div className="h5-page">
        <div data-testid="contained" style={{ contentVisibility: 'auto', overflow: 'hidden' }}>
          {dialog(true)}
        </div>
        <div className={OVERLAY_HOST_CLASS} />
      </div>,
    );
    expectInLayer(screen.getByRole('dialog'));
  });

  it('the personal-information statement of a consent line', () => {
    const statement = { version: 1, text: '个人信息保护声明' };
    const dialog = (open: boolean) => (
      <PrivacyDialog open={open} statement={statement} failed={false} onClose={() => {}} />
    );
    const { rerender } = inPage(dialog(false));
    rerender(
      <div className="h5-page">
        <div data-testid="contained" style={{ contentVisibility: 'auto', overflow: 'hidden' }}>
          {dialog(true)}
        </div>
        <div className={OVERLAY_HOST_CLASS} />
      </div>,
    );
    expectInLayer(screen.getByRole('dialog'));
  });

  it('stay in place where the document has no overlay layer (the builder canvas)', () => {
    render(
      <div data-testid="canvas">
        <LeadDialog open labelledBy="t" onClose={() => {}}>
          <p id="t">短信验证</p>
        </LeadDialog>
      </div>,
    );
    expect(screen.getByTestId('canvas').contains(screen.getByRole('dialog'))).toBe(true);
  });
});

/** Class names of the rules of a stylesheet that declare `position: fixed`. */
function fixedClasses(css: string): string[] {
  const classes: string[] = [];
  for (const rule of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!/position:\s*fixed/.test(rule[2]!)) continue;
    for (const selector of rule[1]!.split(',')) {
      const last = selector.trim().split(/\s+|>/).pop() ?? '';
      const name = /^\.([\w-]+)/.exec(last)?.[1];
      if (name) classes.push(name);
    }
  }
  return classes;
}

describe('every fixed element of a block goes through the overlay layer or declares itself pinned', () => {
  const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const cases: { folder: string; className: string }[] = [];
  for (const folder of folders) {
    const dir = join(blocksDir, folder.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.css'))) {
      for (const className of fixedClasses(readFileSync(join(dir, file), 'utf8')))
        cases.push({ folder: folder.name, className });
    }
  }

  it('finds the fixed overlays it guards', () => {
    expect(cases.map((c) => c.className)).toEqual(
      expect.arrayContaining(['h5-popup', 'h5-retain-popup', 'h5-lead-form-dialog']),
    );
  });

  it.each(cases)('$folder: .$className', ({ folder, className }) => {
    const dir = join(blocksDir, folder);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .filter((source) => new RegExp(`["\`' ]${className}[ "\`']`).test(source));
    expect(sources.length, `no component renders .${className}`).toBeGreaterThan(0);
    for (const source of sources)
      expect(
        source.includes('<OverlayPortal>') || source.includes('data-pinned'),
        `.${className} is position: fixed: mount it through OverlayPortal, or mark a bar pinned from the start with data-pinned`,
      ).toBe(true);
  });
});

describe("a block's definition says whether it opens an overlay", () => {
  // Its own, or a shared piece's that mounts one (the consent line opens the statement).
  const OPENERS = ['<OverlayPortal>', '<ConsentLine'];
  const mountsOverlay = (folder: string) =>
    readdirSync(join(blocksDir, folder))
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .map((f) => readFileSync(join(blocksDir, folder, f), 'utf8'))
      .some((source) => OPENERS.some((opener) => source.includes(opener)));

  it('finds the blocks that open one', () => {
    const opening = Object.values(blockDefinitions).filter((d) => d.opensOverlay);
    expect(opening.map((d) => d.name)).toEqual(
      expect.arrayContaining(['popup', 'retainPopup', 'leadForm']),
    );
  });

  it.each(Object.values(blockDefinitions))('$name', (definition) => {
    expect(
      Boolean(definition.opensOverlay),
      `${definition.name}: opensOverlay in its definition, and its overlay through OverlayPortal`,
    ).toBe(mountsOverlay(definition.name));
  });
});
