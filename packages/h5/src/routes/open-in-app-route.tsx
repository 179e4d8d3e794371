import { useContext, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';
import { DEFAULT_HOME_URL } from '../env/env-adapter.ts';
import { appOpenLink } from '../env/app-open-link.ts';
import { useAppLocation, useServices } from '../services.tsx';
import { SsrContext } from '../ssr-context.ts';
import { APP_PAGE_TITLES, DOWNLOAD_PAGE, OPEN_IN_APP_TEXT as TEXT } from './open-in-app-text.ts';
import { WeChatOverlay } from './wechat-overlay.tsx';
import './open-in-app.css';

/**
 * The web stand-in for an app page (`/h5-page/app/<page>`): a browser visitor who presses an
 * app-page button lands here, sees what they were going to, and goes on: open the app (its
 * scheme or universal link), download it, or go back. WeChat opens neither, so there the page
 * says to open it in the browser. This site's download page (`/h5-page/app/download`) is the
 * same page without a download button.
 */
export interface OpenInAppRouteProps {
  /** The app page's path under `/h5-page/app/` ('wallet/recharge'). */
  page: string;
}

/** How long the page waits, after trying the app, before saying it did not open. */
const OPEN_WAIT_MS = 2500;

type Attempt = 'idle' | 'trying' | 'failed';

export default function OpenInAppRoute({ page }: OpenInAppRouteProps) {
  const services = useServices();
  const { search } = useAppLocation();
  const { config } = services;
  const isDownloadPage = page === DOWNLOAD_PAGE;
  const title = isDownloadPage
    ? TEXT.DOWNLOAD_TITLE
    : (APP_PAGE_TITLES[page] ?? TEXT.FALLBACK_TITLE);
  const ssr = useContext(SsrContext);
  if (ssr) ssr.title = `${title}${TEXT.SITE_SUFFIX}`;

  // The server renders by path alone: the query joins the app link once the page runs.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(search), [search]);
  const openLink = appOpenLink(config.appOpenUrl, page, query);
  const downloadUrl = config.appDownloadUrl || APP_LINK_DEFAULTS.download;
  const homeUrl = config.homeUrl || DEFAULT_HOME_URL;
  // The server renders no environment: WeChat's words appear once the page runs in WeChat.
  const [inWeChat, setInWeChat] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const [attempt, setAttempt] = useState<Attempt>('idle');

  useEffect(() => {
    setInWeChat(services.environment.isWeChat && !services.environment.isMiniProgram);
  }, [services]);

  useEffect(() => {
    if (attempt !== 'trying') return;
    // The app opening hides the page; still visible after a while, it did not open.
    let left = false;
    const onHide = () => {
      if (document.visibilityState === 'hidden') left = true;
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    const timer = window.setTimeout(() => setAttempt(left ? 'idle' : 'failed'), OPEN_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [attempt]);

  const open = (event: MouseEvent) => {
    event.preventDefault();
    services.tracker.click(TEXT.OPEN, { page });
    if (inWeChat) {
      setOverlay(true);
      return;
    }
    services.env.openInApp(page, search);
    setAttempt('trying');
  };

  const download = (event: MouseEvent) => {
    services.tracker.click(TEXT.DOWNLOAD, { page });
    if (!inWeChat) return;
    event.preventDefault();
    setOverlay(true);
  };

  const back = (event: MouseEvent) => {
    event.preventDefault();
    services.env.back();
  };

  return (
    <main className="h5-open-app">
      {inWeChat ? (
        <p className="h5-open-app-wechat-bar" role="note">
          {TEXT.WECHAT_BAR}
        </p>
      ) : null}
      <div className="h5-open-app-card">
        <span className="h5-open-app-icon" aria-hidden="true">
          牛8
        </span>
        <h1 className="h5-open-app-title">{title}</h1>
        {isDownloadPage ? (
          <>
            <p className="h5-open-app-lead">{TEXT.DOWNLOAD_TEXT}</p>
            <p className="h5-open-app-hint">{TEXT.DOWNLOAD_HINT}</p>
          </>
        ) : (
          <>
            <p className="h5-open-app-lead">
              “{title}”{TEXT.NEEDS_APP}
            </p>
            <p className="h5-open-app-hint">{TEXT.HINT}</p>
          </>
        )}
        <div className="h5-open-app-actions">
          <a className="h5-open-app-primary" href={openLink} onClick={open}>
            {TEXT.OPEN}
          </a>
          {isDownloadPage ? null : (
            <a className="h5-open-app-secondary" href={downloadUrl} onClick={download}>
              {TEXT.DOWNLOAD}
            </a>
          )}
          <a className="h5-open-app-back" href={homeUrl} onClick={back}>
            {TEXT.BACK}
          </a>
        </div>
        {attempt === 'failed' ? (
          <p className="h5-open-app-failed" role="status">
            {TEXT.NOT_OPENED}
          </p>
        ) : null}
      </div>
      {overlay ? <WeChatOverlay onClose={() => setOverlay(false)} /> : null}
    </main>
  );
}
