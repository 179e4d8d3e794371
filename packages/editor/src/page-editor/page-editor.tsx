import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Puck } from '@puckeditor/core';
import type { Data } from '@puckeditor/core';
import { Alert, App, Button, Space, Spin } from 'antd';
import { validatePage } from '@h5-page/schema/validate-page';
import { publishProblems } from '@h5-page/schema/publish-problems';
import type { Block } from '@h5-page/schema/page';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { DraftInfo } from '../api/admin-api.ts';
import type { PlaceholderHit } from '@h5-page/blocks/placeholders';
import { AutosaveStatus } from './autosave-status.tsx';
import { DraftConflictDialog } from './draft-conflict-dialog.tsx';
import { HeaderActions, HeaderActionsSlot } from './header-actions-slot.tsx';
import { useDraftSaver } from './draft-saver.ts';
import { useDraftMerge } from './use-draft-merge.ts';
import { openListItem } from './checks/open-list-item.ts';
import { PublishChecklist } from './publish-checklist.tsx';
import { complianceChecks } from '@h5-page/blocks/compliance/compliance-checks';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { ComplianceButton } from './checks/compliance-button.tsx';
import { SubmitReview } from '../review/submit-review.tsx';
import { RejectionNotice } from '../review/rejection-notice.tsx';
import type { ReviewInfo } from '../review/review-api.ts';
import { CompliancePanel } from './checks/compliance-panel.tsx';
import { locateCompliance } from './checks/locate-compliance.ts';
import { useComplianceRules } from '../shared/use-compliance-rules.ts';
import { useClippedTexts } from './checks/use-clipped-texts.tsx';
import { PuckBridge } from './puck-bridge.tsx';
import { InlineTextEditing } from './inline-text/inline-text-editing.tsx';
import type { GetPuck } from './puck-bridge.tsx';
import { useDeleteGuard } from './use-delete-guard.ts';
import { canvasViewports, INITIAL_CANVAS_UI } from './canvas-viewports.tsx';
import { EditorContext } from './editor-context.ts';
import { HistoryDrawer } from './history-drawer.tsx';
import { locateProblems, problemTarget, ROOT_KEY } from './checks/locate-problems.ts';
import type { ProblemTarget } from './checks/locate-problems.ts';
import { canvasVariant, dataToPage, pageToData, variantsOf } from '../shared/page-data.ts';
import type { PageFile } from '../shared/page-data.ts';
import { popupIds } from './popup-ids.ts';
import { BlockActionBar } from './block-action-bar.tsx';
import { Palette, PaletteItem } from './palette-insert.tsx';
import { pasteBlocks, readClipboard, subscribeClipboard } from './block-clipboard.ts';
import { PreviewDrawer } from './preview-drawer.tsx';
import { useCan } from '../shell/role-gate.tsx';
import { createPreviewRuntime } from './preview-runtime.ts';
import { ProblemBadge } from './checks/problem-badge.tsx';
import { problemLine } from '../shared/problem-place.ts';
import { PublishModal } from './publish-modal.tsx';
import { chinaDateTimeText } from '@h5-page/schema/china-time';
import type { PublishWindow } from './publish-modal.tsx';
import { createPuckConfig } from './fields/puck-config.tsx';
import { PUCK_DICTIONARY } from './puck-dictionary.ts';
import { activityPagePath } from '@h5-page/schema/page-route';
import { variantDisplayName } from '@h5-page/schema/variants';
import { AbTestPanel } from '../experiment/ab-test-panel.tsx';
import { VariantBar } from '../experiment/variant-bar.tsx';
import { HeaderWithVariants, VariantBarSlot } from '../experiment/variant-header.tsx';
import {
  addVariant,
  createExperiment,
  endExperiment,
  removeVariant,
  setAllocation,
  setName,
  setWeights,
  switchVariant,
} from '../experiment/variant-edits.ts';
import {
  canvasProblems,
  pageProblems,
  problemsByVariant,
  variantOfPath,
  variantPlaceholders,
} from '../experiment/variant-problems.ts';

interface Props {
  code: string;
  onBack: () => void;
  onStats: () => void;
  /** The page's A/B test figures (实验数据). */
  onExperiment?: () => void;
}

/** One page on the canvas: edit, save the draft, preview, publish, history. */
export function PageEditor({ code, onBack, onStats, onExperiment }: Props) {
  const { message, modal } = App.useApp();
  // Publishing is a publisher's: an editor or reviewer is not offered a dialog that ends in a
  // refusal; anyone may submit the draft for review.
  const canPublish = useCan('publish');
  const [initial, setInitial] = useState<Data | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<Data | null>(null);
  const [liveVersion, setLiveVersion] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [panel, setPanel] = useState<
    'preview' | 'history' | 'publish' | 'prepublish' | 'compliance' | 'conflict' | 'abtest' | null
  >(null);
  const [revision, setRevision] = useState(0);
  // The page's newest request to publish, as 提交审核 reads it (a rejection is shown atop).
  const [review, setReview] = useState<ReviewInfo | null>(null);
  // A newer draft loaded after a conflict starts the canvas afresh.
  const [canvasKey, setCanvasKey] = useState(0);
  const puck = useRef<GetPuck | null>(null);
  // Stable, so Puck keeps its tree across renders (a new wrapper would remount all of it).
  const withPuckBridge = useCallback(
    ({ children }: { children: ReactNode }) => (
      <>
        <PuckBridge into={puck} />
        <InlineTextEditing />
        {children}
      </>
    ),
    [],
  );
  const saver = useDraftSaver({ code, onSaved: () => setRevision((r) => r + 1) });
  const { dirty, loaded: draftLoaded, changed: draftChanged } = saver;
  const [focusRequest, setFocusRequest] = useState<ProblemTarget | null>(null);
  const onFocused = useCallback(() => setFocusRequest(null), []);
  const loaded = useRef(false);

  const toast = useCallback((text: string) => void message.info(text), [message]);
  const runtime = useMemo(() => createPreviewRuntime(toast, code), [toast, code]);
  const config = useMemo(() => createPuckConfig(runtime), [runtime]);

  const fail = useCallback(
    (error: unknown, what: string, sent: PageFile | null) => {
      if (error instanceof AdminApiError && error.problems.length > 0) {
        const first = error.problems[0]!;
        message.error(`${what}：${problemLine(first, sent)}（共 ${error.problems.length} 处）`);
        return;
      }
      message.error(`${what}：${(error as Error).message}`);
    },
    [message],
  );

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    adminApi.getPage(code).then(
      ({ draft, live_version, revision: draftRevision }) => {
        draftLoaded(draftRevision, draft);
        const d = pageToData(draft);
        setInitial(d);
        setData(d);
        setLiveVersion(live_version);
      },
      (e: unknown) => setLoadError((e as Error).message),
    );
  }, [code, draftLoaded]);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  const page = useMemo(() => (data ? dataToPage(data) : null), [data]);
  const variants = useMemo(() => (page ? variantsOf(page) : null), [page]);
  // The variant whose blocks the canvas holds (0 without variants).
  const shown = data ? canvasVariant(data) : 0;
  const validation = useMemo(() => (page ? validatePage(page) : null), [page]);
  const schemaProblems = useMemo(
    () => (validation && !validation.ok ? validation.problems : []),
    [validation],
  );
  // Every variant's problems, each said with its variant; the canvas marks those of its own.
  const problems = useMemo(
    () => pageProblems(schemaProblems, page, shown),
    [schemaProblems, page, shown],
  );
  const onCanvas = useMemo(
    () => canvasProblems(schemaProblems, page, shown),
    [schemaProblems, page, shown],
  );
  const problemLines = useMemo(() => problems.map((p) => problemLine(p, page)), [problems, page]);
  // What a draft may be saved with but not published (a button without its action): said at
  // the field like a problem, without stopping the autosave.
  const unpublishable = useMemo(() => (page ? publishProblems(page) : []), [page]);
  const firstProblem = useMemo(
    () => (data && onCanvas[0] ? problemTarget(data, onCanvas[0]) : null),
    [data, onCanvas],
  );
  // The same checks the server answers, live on the draft being edited (every variant's blocks),
  // and the written texts a phone's width would cut off, which only a browser can lay out.
  const complianceRules = useComplianceRules();
  const clipped = useClippedTexts(page, runtime);
  const compliance = useMemo(
    () => (page ? [...complianceChecks(page, complianceRules), ...clipped] : []),
    [page, complianceRules, clipped],
  );
  const canvasBlocks = useMemo(
    () =>
      ((variants ? variants[shown]?.page_schema : page?.page_schema) as Block[] | undefined) ?? [],
    [variants, shown, page],
  );
  const context = useMemo(
    () => ({
      problems: data
        ? locateProblems(data, [...onCanvas, ...canvasProblems(unpublishable, page, shown)])
        : new Map(),
      compliance: data
        ? locateCompliance(data, canvasProblems(compliance, page, shown))
        : new Map(),
      popupIds: popupIds(canvasBlocks),
      focusRequest,
      onFocused,
    }),
    [data, page, shown, onCanvas, unpublishable, compliance, canvasBlocks, focusRequest, onFocused],
  );
  const variantProblems = useMemo(
    () =>
      problemsByVariant(
        [...problems, ...compliance.filter((p) => p.level === 'error')],
        variants?.length ?? 0,
      ),
    [problems, compliance, variants],
  );
  const viewports = useMemo(() => canvasViewports(page?.is_auto_fit === 1), [page?.is_auto_fit]);

  /**
   * Hands what the canvas holds this moment to the saver: Puck reports an edit (onChange) a
   * render after its store has it, and a click right after typing must not outrun that.
   */
  const takeCanvas = () => {
    const now = puck.current?.()?.appState.data;
    if (now) draftChanged(dataToPage(now));
  };
  /** Saves first when anything is unsaved, as of now; true when the server holds it all. */
  const saveIfUnsaved = async (): Promise<boolean> => {
    takeCanvas();
    return !saver.unsaved() || (await save());
  };

  const save = async (): Promise<boolean> => {
    if (!page) return false;
    takeCanvas();
    if (problems.length > 0) {
      const first = problems[0]!;
      message.error(`有 ${problems.length} 处需要修改，未保存：${problemLine(first, page)}`);
      return false;
    }
    setBusy('save');
    try {
      const outcome = await saver.save();
      if (outcome.kind === 'conflict') setPanel('conflict');
      if (outcome.kind === 'failed') {
        const { error } = outcome;
        fail(error, '保存失败', page);
      }
      return outcome.kind === 'saved';
    } finally {
      setBusy(null);
    }
  };

  const publish = async (window: PublishWindow) => {
    if (!(await save())) return;
    setBusy('publish');
    try {
      const { version, starts_at: startsAt } = await adminApi.publish(code, window);
      setPanel(null);
      // A start ahead (given now, or the page's own, kept) leaves the live version serving.
      const start = startsAt ? Date.parse(startsAt) : null;
      if (start !== null && start > Date.now()) {
        message.success(`已定时发布 v${version}：${chinaDateTimeText(start)} 上线`);
      } else {
        setLiveVersion(version);
        message.success(`已发布 v${version}`);
      }
    } catch (error) {
      fail(error, '发布失败', page);
    } finally {
      setBusy(null);
    }
  };

  /** Puts a page on the canvas afresh, with the live version the server's draft names. */
  const showPage = (file: PageFile, newer: DraftInfo) => {
    const d = pageToData(file);
    setInitial(d);
    setData(d);
    setLiveVersion(newer.live_version);
    setCanvasKey((k) => k + 1);
  };

  /** Puts the draft the server holds on the canvas afresh, as the base of the next save. */
  const showDraft = (newer: DraftInfo) => {
    draftLoaded(newer.revision, newer.draft);
    showPage(newer.draft, newer);
  };

  // A save refused for someone else's newer draft (autosave's too) is merged with it block by
  // block; only blocks both changed ask.
  const merging = useDraftMerge({
    code,
    saver,
    show: showPage,
    ask: () => setPanel('conflict'),
    merged: (outcome, who) => {
      if (outcome.kind === 'saved') {
        setPanel(null);
        message.success(`已与 ${who} 同时保存的修改合并，并已保存`);
      }
      if (outcome.kind === 'failed') fail(outcome.error, '合并后保存失败', null);
    },
  });

  const reloadNewer = (newer: DraftInfo) => {
    merging.dismiss();
    showDraft(newer);
    setPanel(null);
    message.success('已载入最新草稿');
  };

  // A rollback publishes the old text as a new version and makes it the draft too: the canvas
  // shows that draft, else the next save would be refused as based on an older revision.
  const rolledBack = (version: number) => {
    setLiveVersion(version);
    adminApi.getPage(code).then(
      (newer) => {
        showDraft(newer);
        setRevision((r) => r + 1);
      },
      (error: unknown) => fail(error, '读取回滚后的草稿失败', null),
    );
  };

  const overwrite = async () => {
    setBusy('save');
    try {
      const outcome = await saver.overwrite();
      if (outcome.kind === 'saved') {
        merging.dismiss();
        setPanel(null);
        message.success('已用你的修改覆盖草稿');
      }
      if (outcome.kind === 'failed') {
        const { error } = outcome;
        fail(error, '保存失败', page);
      }
    } finally {
      setBusy(null);
    }
  };

  const askDelete = useCallback(
    (blocks: number, label: string, remove: () => void) => {
      modal.confirm({
        title: `删除「${label}」及其中的组件？`,
        content: `将一次删除 ${blocks} 个组件：${label}和放在其中的 ${blocks - 1} 个组件。`,
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: remove,
      });
    },
    [modal],
  );
  useDeleteGuard(puck, askDelete);

  const clipboard = useSyncExternalStore(subscribeClipboard, readClipboard, () => null);
  /** The clipboard's blocks after the chosen block (in its container), else at the page's end. */
  const paste = () => {
    const api = puck.current?.();
    if (!api || !clipboard) return;
    const { data: next, place } = pasteBlocks(
      api.appState.data,
      api.appState.ui.itemSelector ?? null,
      clipboard.blocks,
    );
    api.dispatch({ type: 'setData', data: next });
    api.dispatch({ type: 'setUi', ui: { itemSelector: place, rightSideBarVisible: true } });
    message.success(`已粘贴 ${clipboard.blocks.length} 个组件`);
  };

  const placeholders = useMemo(() => variantPlaceholders(page), [page]);
  // 发布 refuses what may not go live (at its field), then lists content still at its
  // placeholder, then the publish settings.
  const startPublish = () => {
    const first = unpublishable[0];
    if (first) {
      message.error(`有 ${unpublishable.length} 处需要修改，未发布：${problemLine(first, page)}`);
      goToField(first.path);
      return;
    }
    setPanel(placeholders.length > 0 ? 'prepublish' : 'publish');
  };
  const goToPlaceholder = (hit: PlaceholderHit) => goToField(hit.path, hit.field);
  const goToCompliance = (problem: ComplianceProblem) => goToField(problem.path);
  /** A reviewer's note or a refusal's problem: its block, and its field where it names one. */
  const goToPath = (path: string) => goToField(path);
  /**
   * Selects the block holding `path` (the page settings for a page field) and focuses `field`
   * there (by default the field the path names). A path in another variant switches the canvas
   * to that variant first.
   */
  const goToField = (path: string, field?: string) => {
    setPanel(null);
    const api = puck.current?.();
    if (!api) return;
    let current = api.appState.data;
    const inVariant = variantOfPath(path);
    if (inVariant && inVariant.index !== canvasVariant(current)) {
      current = switchVariant(current, inVariant.index);
      api.dispatch({ type: 'setUi', ui: { itemSelector: null } });
      api.dispatch({ type: 'setData', data: current });
    }
    const local = { path: inVariant?.path ?? path, message: '' };
    const [id] = locateProblems(current, [local]).keys();
    const now = puck.current?.() ?? api;
    const itemSelector =
      id === undefined || id === ROOT_KEY ? null : (now.getSelectorForId(id) ?? undefined);
    if (id === undefined || itemSelector === undefined) return;
    now.dispatch({ type: 'setUi', ui: { itemSelector, rightSideBarVisible: true } });
    const target = field ?? problemTarget(current, local).path;
    // The field's box takes the focus once the side panel shows it.
    setFocusRequest({ id, path: target });
    openListItem(target);
  };

  /** An edit of the variants (or of which one the canvas shows), handed to Puck as new data. */
  const editVariants = (edit: (current: Data) => Data, done?: string) => {
    const api = puck.current?.();
    if (!api) return;
    const next = edit(api.appState.data);
    if (next === api.appState.data) return;
    api.dispatch({ type: 'setUi', ui: { itemSelector: null } });
    api.dispatch({ type: 'setData', data: next });
    if (done) message.success(done);
  };
  const askCreateExperiment = () =>
    modal.confirm({
      title: '创建 A/B 实验',
      content:
        '方案 A 为当前页面（对照组），方案 B 为它的副本，各占 50% 的访客。创建后切换方案分别编辑，发布后开始统计各方案的转化率。',
      okText: '创建 A/B 实验',
      cancelText: '取消',
      onOk: () => editVariants(createExperiment, '已创建 A/B 实验，正在编辑方案 B'),
    });
  /** Leaves the editor for `to`, asking first while there are unsaved changes. */
  const leave = (to: () => void) => {
    if (!dirty) return to();
    modal.confirm({
      title: '有未保存的修改',
      content: '离开后这些修改会丢失。',
      okText: '离开',
      cancelText: '留下',
      onOk: to,
    });
  };
  const openExperiment = onExperiment ? () => leave(onExperiment) : () => undefined;

  if (loadError) {
    return (
      <div className="admin-content">
        <Alert
          type="error"
          showIcon
          title={`页面 ${code} 读取失败：${loadError}`}
          action={<Button onClick={onBack}>返回列表</Button>}
        />
      </div>
    );
  }
  if (!initial) return <Spin fullscreen />;

  // Shown in Puck's header through a slot, so the header keeps its buttons across renders.
  const headerActions = (
    <Space className="editor-header-actions">
      <Button
        onClick={() => {
          if (!dirty) return onBack();
          modal.confirm({
            title: '有未保存的修改',
            content: '离开后这些修改会丢失。',
            okText: '离开',
            cancelText: '留下',
            onOk: onBack,
          });
        }}
      >
        返回列表
      </Button>
      <AutosaveStatus
        state={saver.state}
        onRetry={() => void save()}
        onConflict={() => setPanel('conflict')}
      />
      <ProblemBadge
        problems={problems}
        lines={problemLines}
        first={firstProblem}
        onFocusField={setFocusRequest}
      />
      <Button onClick={() => leave(onStats)}>数据</Button>
      <Button
        className="editor-ab-test"
        onClick={variants ? () => setPanel('abtest') : askCreateExperiment}
        title={
          variants ? '流量占比、添加或删除方案、结束实验' : '创建 A/B 实验：比较两个方案的转化率'
        }
      >
        {variants ? `A/B 实验 · ${variants.length} 个方案` : 'A/B 实验'}
      </Button>
      {clipboard && (
        <Button
          onClick={paste}
          title={`粘贴从 ${clipboard.from || '其他页面'} 复制的组件：放在选中组件之后，未选中时放在页面末尾`}
        >
          粘贴组件 ({clipboard.blocks.length})
        </Button>
      )}
      <Button onClick={() => setPanel('history')}>版本历史</Button>
      <Button
        onClick={async () => {
          if (await saveIfUnsaved()) setPanel('preview');
        }}
      >
        预览
      </Button>
      <Button
        loading={busy === 'save'}
        onClick={async () => {
          if (await save()) message.success('草稿已保存');
        }}
      >
        {dirty ? '保存草稿 *' : '保存草稿'}
      </Button>
      <ComplianceButton problems={compliance} onOpen={() => setPanel('compliance')} />
      <SubmitReview
        code={code}
        page={page}
        revision={revision}
        save={saveIfUnsaved}
        onGo={goToPath}
        onReview={setReview}
      />
      {canPublish && (
        <Button type="primary" onClick={startPublish}>
          发布
        </Button>
      )}
    </Space>
  );
  const title = typeof page?.title === 'string' && page.title ? page.title : '（无标题）';
  const variantBar = variants && (
    <VariantBar
      variants={variants}
      automatic={page?.variant_allocation === 'thompson'}
      shown={shown}
      problems={variantProblems}
      onShow={(index) => editVariants((current) => switchVariant(current, index))}
      onSettings={() => setPanel('abtest')}
      onReport={openExperiment}
    />
  );
  return (
    <EditorContext.Provider value={context}>
      <HeaderActionsSlot.Provider value={headerActions}>
        <VariantBarSlot.Provider
          value={
            <>
              <RejectionNotice review={review} page={page} onGo={goToPath} />
              {variantBar}
            </>
          }
        >
          <div className="page-editor">
            <Puck
              key={canvasKey}
              config={config}
              data={initial}
              dictionary={PUCK_DICTIONARY}
              viewports={viewports}
              ui={INITIAL_CANVAS_UI}
              headerTitle={title}
              headerPath={activityPagePath(code)}
              onChange={(next) => {
                setData(next);
                draftChanged(dataToPage(next));
              }}
              overrides={{
                puck: withPuckBridge,
                header: HeaderWithVariants,
                headerActions: HeaderActions,
                actionBar: BlockActionBar,
                drawer: Palette,
                drawerItem: PaletteItem,
              }}
            />
          </div>
        </VariantBarSlot.Provider>
      </HeaderActionsSlot.Provider>
      <PreviewDrawer
        code={code}
        open={panel === 'preview'}
        revision={revision}
        onClose={() => setPanel(null)}
      />
      <HistoryDrawer
        code={code}
        open={panel === 'history'}
        liveVersion={liveVersion}
        unsaved={dirty}
        onClose={() => setPanel(null)}
        onRolledBack={rolledBack}
      />
      <PublishModal
        open={panel === 'publish'}
        busy={busy !== null}
        code={code}
        liveVersion={liveVersion}
        afterEnd={validation?.ok ? validation.page.after_end : undefined}
        onEditAfterEnd={() => goToField('after_end')}
        onCancel={() => setPanel(null)}
        onPublish={(w) => void publish(w)}
      />
      <PublishChecklist
        open={panel === 'prepublish'}
        hits={placeholders}
        onGo={goToPlaceholder}
        onClose={() => setPanel(null)}
        onContinue={() => setPanel('publish')}
      />
      <CompliancePanel
        open={panel === 'compliance'}
        problems={compliance}
        page={page}
        onGo={goToCompliance}
        onClose={() => setPanel(null)}
      />
      {variants && (
        <AbTestPanel
          open={panel === 'abtest'}
          variants={variants}
          allocation={page?.variant_allocation === 'thompson' ? 'thompson' : null}
          shown={shown}
          onClose={() => setPanel(null)}
          onShow={(index) => editVariants((current) => switchVariant(current, index))}
          onWeights={(weights) =>
            editVariants((current) => setWeights(current, weights), '已更新流量占比')
          }
          onName={(index, name) =>
            editVariants((current) => setName(current, index, name), '已更新方案名称')
          }
          onAllocation={(allocation) =>
            editVariants(
              (current) => setAllocation(current, allocation),
              allocation ? '已开启自动分配流量' : '已改为按流量占比分配',
            )
          }
          onAdd={() => editVariants(addVariant, '已添加方案，流量已平均分配')}
          onRemove={(index) =>
            editVariants((current) => removeVariant(current, index), '已删除方案，流量已平均分配')
          }
          onEnd={() => {
            setPanel(null);
            editVariants(
              (current) => endExperiment(current, shown),
              `已结束实验，页面保留${variantDisplayName(variants[shown], shown)} 的内容`,
            );
          }}
          onReport={openExperiment}
        />
      )}
      <DraftConflictDialog
        code={code}
        open={panel === 'conflict'}
        conflict={saver.state.kind === 'conflict' ? saver.state.conflict : null}
        mine={page}
        busy={busy !== null}
        onReload={reloadNewer}
        onOverwrite={() => void overwrite()}
        pending={merging.pending}
        onMerge={(choices) => void merging.choose(choices)}
        onClose={() => setPanel(null)}
      />
    </EditorContext.Provider>
  );
}
