import { useEffect, useState } from 'react';
import { Alert, Drawer, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { adminApi } from './admin-api.ts';
import { formatTime } from './format-time.ts';

interface Props {
  code: string;
  open: boolean;
  /** Changes whenever a new draft is saved, so the frame reloads it. */
  revision: number;
  onClose: () => void;
}

/** The saved draft on a phone-sized frame, and a QR code of a signed link for a real phone. */
export function PreviewDrawer({ code, open, revision, onClose }: Props) {
  const [qr, setQr] = useState<{ image: string; url: string; expires: string | number } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setQr(null);
    setError(null);
    adminApi
      .previewLink(code)
      .then(async ({ url, expires_at }) => {
        const absolute = new URL(url, location.origin).href;
        const image = await QRCode.toDataURL(absolute, { width: 200, margin: 1 });
        if (!cancelled) setQr({ image, url: absolute, expires: expires_at });
      })
      .catch((e: unknown) => !cancelled && setError((e as Error).message));
    return () => {
      cancelled = true;
    };
  }, [code, open, revision]);

  return (
    <Drawer title="手机预览（草稿）" open={open} onClose={onClose} size={720}>
      <div className="preview">
        <div className="preview__phone">
          {open && (
            <iframe
              key={revision}
              title="手机预览"
              src={`/h5-page/h5/${encodeURIComponent(code)}?isPreview=1`}
              width={375}
              height={667}
            />
          )}
        </div>
        <Space orientation="vertical" className="preview__qr">
          <Typography.Title level={5}>手机扫码预览</Typography.Title>
          {error && <Alert type="error" title={`预览链接生成失败：${error}`} />}
          {!qr && !error && <Spin />}
          {qr && (
            <>
              <img src={qr.image} alt="预览二维码" width={200} height={200} />
              <Typography.Text type="secondary">
                有效期至 {formatTime(qr.expires)}，仅用于预览草稿
              </Typography.Text>
              <Typography.Paragraph copyable={{ text: qr.url }} className="preview__url">
                复制预览链接
              </Typography.Paragraph>
            </>
          )}
        </Space>
      </div>
    </Drawer>
  );
}
