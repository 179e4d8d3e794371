import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { OVERLAY_HOST_CLASS, RenderBlocks, RuntimeProvider } from '@h5-page/blocks';
import { autoFitRedirectUrl } from '@h5-page/schema/auto-fit';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';
import { firstScreen } from '@h5-page/schema/first-screen';
import type { ActivityPage } from '@h5-page/schema/page';
import { usePageRuntime } from '../runtime/page-runtime.ts';
import { useAppLocation, useInitialData, useServices } from '../services.tsx';
import { usePageView } from '../tracking/use-page-view.ts';
import { belowFoldGate, forgetBelowFoldGate } from './below-fold-gate.ts';
import { NotFound, PageError, PageLoading } from './page-states.tsx';
import { PreviewBar } from './preview-bar.tsx';
import { usePageData } from './use-page-data.ts';
import './page-view.css';

export interface PageViewProps {
  /** The store page to show. */
  code: string;
  /** `isPreview=1`: the draft, with the back bar. */
  preview: boolean;
  /** 'pc': the desktop rendering (auto-fit pages are not redirected again). */
  frame?: 'mobile' | 'pc';
}

function markInteractive(): void {
  if (typeof performance?.mark !== 'function') return;
  if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0)
    performance.mark(INTERACTIVE_MARK);
}

function pageStyle(style: CSSProperties): CSSProperties {
  if (!style.backgroundImage) return style;
  return {
    ...style,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'top center',
    backgroundSize: '100% auto',
  };
}

function ReadyPage({ page, preview }: { page: ActivityPage; preview: boolean }) {
  const runtime = usePageRuntime(page.code, page.extra?.pageID ?? null, preview);
  const screen = useMemo(() => firstScreen(page.page_schema), [page.page_schema]);
  const [gate] = useState(belowFoldGate);
  useEffect(() => forgetBelowFoldGate(gate), [gate]);
  // A reviewer opens each popup of a draft from the review screen (`popup=<id>`): one no button
  // leads to still gets read before it goes live. Visitors' addresses never open one.
  const { search } = useAppLocation();
  const shownPopup = preview ? new URLSearchParams(search).get('popup') : null;
  useEffect(() => {
    if (shownPopup) runtime.popups.open(shownPopup);
  }, [runtime, shownPopup]);
  return (
    <RuntimeProvider value={runtime}>
      <RenderBlocks
        blocks={page.page_schema}
        path="page_schema"
        priority={screen.priorityImages}
        firstScreen={screen.indices}
        hydrateFirst={
          gate ? { indices: screen.indices, until: gate.until, whole: gate.whole } : undefined
        }
        staticBlocks={gate ? 'kept' : 'rendered'}
      />
    </RuntimeProvider>
  );
}

/** One store page (CONTRACT section 5): every page route renders through this. */
export function PageView({ code, preview, frame = 'mobile' }: PageViewProps) {
  const services = useServices();
  const { state, retry } = usePageData(code, preview);
  const page = state.status === 'ready' ? state.page : null;

  useEffect(() => {
    if (!page) return;
    services.setDocumentMeta(page);
    if (!preview) services.setShareCard(page);
  }, [services, page, preview]);
  // The variant the server rendered for this page (a page reached by navigating has none).
  const initial = useInitialData();
  const variant = initial.code === code && !preview ? initial.variant : undefined;
  usePageView(code, page?.extra?.pageID ?? null, state.status !== 'loading', preview, variant);
  // The first screen has hydrated (its blocks' effects ran before this one) and the page view has
  // asked for the services a tap needs: a mark for field measurements and `npm run bench`.
  useEffect(() => {
    if (page) markInteractive();
  }, [page]);

  // Auto-fit pages send desktop visitors to the desktop rendering, query string kept.
  const { search } = useAppLocation();
  const autoFit = page?.is_auto_fit;
  useEffect(() => {
    if (frame === 'pc' || autoFit === undefined) return;
    const target = autoFitRedirectUrl(
      { code, is_auto_fit: autoFit },
      services.environment.isMobile,
      search,
    );
    if (target) services.replaceLocation(target);
  }, [services, frame, code, autoFit, search]);

  return (
    <div
      className="h5-page"
      style={page ? pageStyle(services.backgroundStyle(page.background)) : undefined}
    >
      {preview ? (
        <PreviewBar
          title={page?.title ?? ''}
          // Only the server says a draft is approved; a preview loaded any other way is not.
          approved={initial.code === code && initial.preview && initial.previewApproved === true}
          onBack={services.env.back}
        />
      ) : null}
      {state.status === 'ready' ? (
        <ReadyPage page={state.page} preview={preview} />
      ) : state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'missing' ? (
        <NotFound />
      ) : (
        <PageError onRetry={retry} />
      )}
      <div className={OVERLAY_HOST_CLASS} />
    </div>
  );
}
