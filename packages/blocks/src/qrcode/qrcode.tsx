import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';
import type { BlockRuntime } from '../runtime.ts';
import { qrPictureOf } from '@h5-page/schema/qr-picture';
import type { QrAnswer } from '@h5-page/schema/qr-picture';
import { QRCODE_TEXT } from './qrcode-texts.ts';
import './qrcode.css';

type Value = BlockProps<'qrcode'>['value'];

/** What the block shows: the picture, a placeholder while loading, the login prompt, an error. */
type Shown =
  | { kind: 'image'; url: string }
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'error'; message: string };

const text = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : '';

/** A faint QR symbol in the frame while there is no picture (loading, or failed). */
function QrGlyph() {
  return (
    <svg className="h5-qrcode-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-4v-2zm-4 4h4v4h-4v-4zm6 0h2v4h-2v-4z"
        fill="currentColor"
      />
    </svg>
  );
}

/** 'staff' and 'person' codes are the visitor's own: they load only when logged in. */
export function isDynamic(type: Value['type']): boolean {
  return type === 'staff' || type === 'person';
}

/** The message of a failed load: the gateway's msg (an ApiError), else QRCODE_TEXT.LOAD_FAILED. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.name === 'ApiError' && error.message
    ? error.message
    : QRCODE_TEXT.LOAD_FAILED;
}

/** Loads the code a value names (quietly: the block shows the error itself). */
function loadCode(runtime: BlockRuntime, value: Value): Promise<QrAnswer | undefined> | null {
  const options = { quiet: true, hideError: true, needToken: runtime.auth.token() !== null };
  const codeId = text(value.codeId);
  switch (value.type) {
    case 'code':
      return codeId
        ? runtime.api.get<QrAnswer>(API_PATHS.QR_CODE_DETAIL, { code_id: codeId }, options)
        : null;
    case 'staff': {
      const stateCode = text(value.stateCode);
      return stateCode
        ? runtime.api.get<QrAnswer>(
            API_PATHS.STAFF_QR_CODE,
            { state_code: stateCode, return_default_if_no_qrcode: 1 },
            options,
          )
        : null;
    }
    case 'person':
      return runtime.api.post<QrAnswer>(
        API_PATHS.PERSON_WECHAT_QRCODE,
        codeId ? { code_id: codeId } : {},
        options,
      );
    default:
      return null;
  }
}

/**
 * QR code (spec sections 3, 4, 6): 'static' shows `url`; 'code', 'staff' and 'person' load their
 * picture once mounted (wechat_qrcode, wechat_img or qw of the QR calls). Dynamic codes ('staff',
 * 'person') load only when logged in: without a token a placeholder offers login. A failed fetch
 * shows a tooltip with the error. `title` is the caption under the picture.
 */
export default function Qrcode({ value }: BlockProps<'qrcode'>) {
  const runtime = useRuntime();
  const type = value.type ?? 'static';
  const staticUrl = qrPictureOf({ wechat_qrcode: value.url });
  const [loaded, setShown] = useState<Shown>({ kind: 'loading' });
  const shown: Shown = type === 'static' ? { kind: 'image', url: staticUrl } : loaded;
  const codeId = text(value.codeId);
  const stateCode = text(value.stateCode);
  const loggedIn = useToken() !== null;

  useEffect(() => {
    if (type === 'static') return;
    if (isDynamic(type) && !runtime.auth.token()) {
      setShown({ kind: 'login' });
      return;
    }
    const loading = loadCode(runtime, { type, codeId, stateCode });
    if (!loading) {
      setShown({ kind: 'error', message: QRCODE_TEXT.NOT_CONFIGURED });
      return;
    }
    let live = true;
    setShown({ kind: 'loading' });
    loading.then(
      (answer) => {
        if (!live) return;
        const url = qrPictureOf(answer);
        setShown(url ? { kind: 'image', url } : { kind: 'error', message: QRCODE_TEXT.NO_PICTURE });
      },
      (error: unknown) => {
        if (live) setShown({ kind: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, type, codeId, stateCode, loggedIn]);

  const title = text(value.title);
  const alt = text(value.alt) || title;
  const image = shown.kind === 'image' && shown.url ? shown.url : '';

  return (
    <div className="h5-qrcode">
      {shown.kind === 'error' ? (
        <div className="h5-qrcode-tooltip" role="alert">
          {shown.message}
        </div>
      ) : null}
      {shown.kind === 'login' ? (
        <button
          type="button"
          className="h5-qrcode-frame h5-qrcode-login"
          onClick={() => runtime.env.login()}
        >
          {QRCODE_TEXT.LOGIN_TO_SEE}
        </button>
      ) : (
        <div
          className={`h5-qrcode-frame${image ? '' : ' h5-qrcode-blank'}`}
          // Named while loading, as a picture is: a bare div may not carry a label.
          role={shown.kind === 'loading' ? 'img' : undefined}
          aria-busy={shown.kind === 'loading' || undefined}
          aria-label={shown.kind === 'loading' ? QRCODE_TEXT.LOADING : undefined}
        >
          {image ? (
            <img className="h5-qrcode-img" src={image} alt={alt} loading="lazy" decoding="async" />
          ) : (
            <QrGlyph />
          )}
        </div>
      )}
      {title ? <p className="h5-qrcode-title">{title}</p> : null}
    </div>
  );
}
