import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import QRCode from 'qrcode';
import { adminApi } from '../api/admin-api.ts';
import type { PreviewLink } from '../api/admin-api.ts';
import { copyText } from '../shared/copy-text.ts';
import { formatTime } from '../shared/format-time.ts';
import { activityPagePath } from '@h5-page/schema/page-route';

interface Props {
  code: string;
  open: boolean;
  /** Changes whenever a new draft is saved, so the frame reloads it. */
  revision: number;
  onClose: () => void;
}

const absolute = (url: string) => new URL(url, location.origin).href;

/**
 * The saved draft on a phone-sized frame, a QR code of a signed link to it for a real phone, and
 * the page's live links: each shows the draft as it was when made, and can be revoked.
 */
export function PreviewDrawer({ code, open, revision, onClose }: Props) {
  const { message } = App.useApp();
  const [qr, setQr] = useState<{ image: string; link: PreviewLink } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [making, setMaking] = useState(0);
  // Whether this account may hand out a link (while review is required: publishers, reviewers
  // and admins), and for how many hours one lives; null until the list answers.
  const [rights, setRights] = useState<{ mayCreate: boolean; hours: number } | null>(null);

  const loadLinks = useCallback(async () => {
    try {
      const answer = await adminApi.previewLinks(code);
      setLinks(answer.links);
      setListError(null);
      setRights({ mayCreate: answer.may_create, hours: answer.hours });
      return answer.may_create;
    } catch (e) {
      setListError((e as Error).message);
      return false;
    }
  }, [code]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setQr(null);
    setError(null);
    setRevoked(false);
    void (async () => {
      // Only an account that may hand one out asks for a link; the frame previews for anyone.
      if (!(await loadLinks()) || cancelled) return;
      try {
        const link = await adminApi.previewLink(code);
        const image = await QRCode.toDataURL(absolute(link.url), { width: 200, margin: 1 });
        if (cancelled) return;
        setQr({ image, link });
        await loadLinks();
      } catch (e) {
        if (!cancelled) setError((e as Error).message);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [code, open, revision, making, loadLinks]);

  const revoke = async (id: string) => {
    try {
      await adminApi.revokePreviewLink(code, id);
    } catch (e) {
      setListError(`撤销失败：${(e as Error).message}`);
    }
    if (qr?.link.id === id) {
      setQr(null);
      setRevoked(true);
    }
    void loadLinks();
  };

  return (
    <Drawer title="手机预览（草稿）" open={open} onClose={onClose} size={760}>
      <div className="preview">
        <div className="preview__phone">
          {open && (
            <iframe
              key={revision}
              title="手机预览"
              src={`${activityPagePath(code)}?isPreview=1`}
              width={375}
              height={667}
            />
          )}
        </div>
        <Space orientation="vertical" className="preview__qr">
          <Typography.Title level={5}>手机扫码预览</Typography.Title>
          {rights && !rights.mayCreate && (
            <Alert
              type="info"
              title="需要审核时，只有发布者、审核员或管理员可以生成预览链接；左侧是当前草稿的预览。"
            />
          )}
          {error && <Alert type="error" title={`预览链接生成失败：${error}`} />}
          {revoked && (
            <Space orientation="vertical">
              <Typography.Text type="secondary">该链接已撤销，扫码将无法打开</Typography.Text>
              <Button onClick={() => setMaking((n) => n + 1)}>生成新的预览链接</Button>
            </Space>
          )}
          {!qr && !error && !revoked && rights?.mayCreate !== false && <Spin />}
          {qr && (
            <>
              <img src={qr.image} alt="预览二维码" width={200} height={200} />
              <Typography.Text type="secondary">
                有效期至 {formatTime(qr.link.expires_at)}（{rights?.hours ?? 24}{' '}
                小时），显示生成时保存的草稿；持有链接的人都能打开，页面顶部标有预览标记
              </Typography.Text>
              {/* The whole button copies, its words as well as its icon. */}
              <Button
                className="preview__url"
                onClick={() =>
                  void copyText(absolute(qr.link.url)).then((copied) =>
                    copied
                      ? message.success('已复制预览链接')
                      : message.error(`复制失败，请手动复制：${absolute(qr.link.url)}`),
                  )
                }
              >
                复制预览链接
              </Button>
            </>
          )}
          <Typography.Title level={5} className="preview__links-title">
            有效的预览链接
          </Typography.Title>
          {listError && <Alert type="error" title={listError} />}
          {links === null && !listError && <Spin size="small" />}
          {links?.length === 0 && <Typography.Text type="secondary">暂无有效链接</Typography.Text>}
          <ul className="preview__links" aria-label="有效的预览链接">
            {links?.map((link) => (
              <li key={link.id} className="preview__link">
                <Space size={4} wrap>
                  {link.current ? <Tag color="green">当前草稿</Tag> : <Tag>旧草稿</Tag>}
                  <Typography.Text>
                    {formatTime(link.created_at)} 由 {link.created_by ?? '系统'} 生成
                  </Typography.Text>
                </Space>
                <Space size={4} wrap>
                  <Typography.Text type="secondary">
                    有效期至 {formatTime(link.expires_at)}
                  </Typography.Text>
                  <Typography.Text copyable={{ text: absolute(link.url) }} type="secondary">
                    复制
                  </Typography.Text>
                  <Popconfirm
                    title="撤销此预览链接？"
                    description="撤销后，持有该链接的人将立即无法打开预览。"
                    okText="撤销"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => revoke(link.id)}
                  >
                    <Button size="small" type="link" danger>
                      撤销
                    </Button>
                  </Popconfirm>
                </Space>
              </li>
            ))}
          </ul>
        </Space>
      </div>
    </Drawer>
  );
}
