import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Empty,
  Input,
  Modal,
  Popconfirm,
  Spin,
  Typography,
  Upload,
} from 'antd';
import { adminApi, AdminApiError } from '../../api/admin-api.ts';
import type { MediaItem, MediaUse } from '../../api/admin-api.ts';
import { routes } from '../../shell/routes.ts';
import { rememberPictureSize } from './picture-size.ts';
import './media-library.css';

export interface MediaLibraryProps {
  open: boolean;
  accept: 'image' | 'video';
  onClose(): void;
  onChoose(item: MediaItem): void;
}

/** Why a file could not be deleted: the server's words and the pages that show it. */
interface Refusal {
  name: string;
  message: string;
  pages: MediaUse[];
}

const KIND_TEXT = { image: '图片', video: '视频' } as const;

/** `春节活动（spring）：草稿、已发布第 1、2 版` */
function usageText(use: MediaUse): string {
  const where = [
    ...(use.in_draft ? ['草稿'] : []),
    ...(use.versions.length > 0 ? [`已发布第 ${use.versions.join('、')} 版`] : []),
  ];
  return `${use.title || use.code}（${use.code}）：${where.join('、')}`;
}

const sizeText = (item: MediaItem) =>
  `${item.width && item.height ? `${item.width}×${item.height} · ` : ''}${Math.ceil(item.size / 1024)} KB`;

/**
 * The media library: the uploads of one kind, newest first, found by part of their name; a file
 * is chosen by its picture, renamed in place, uploaded from here, and deleted unless a page shows
 * it (the refusal names the pages, drafts and published versions, with a link to each).
 */
export function MediaLibrary({ open, accept, onClose, onChoose }: MediaLibraryProps) {
  const { message } = App.useApp();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const kind = KIND_TEXT[accept];

  const load = useCallback(
    async (q: string) => {
      try {
        const found = await adminApi.listMedia(q, accept);
        found.forEach(rememberPictureSize);
        setItems(found);
      } catch (error) {
        setItems([]);
        message.error(`素材库读取失败：${(error as Error).message}`);
      }
    },
    [accept, message],
  );

  useEffect(() => {
    if (!open) return;
    setRefusal(null);
    void load(query);
    // Reloaded each time it opens; a search reloads through `search`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, load]);

  const search = (q: string) => {
    setQuery(q);
    setItems(null);
    void load(q);
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const item = await adminApi.uploadMedia(file);
      rememberPictureSize(item);
      message.success(`已上传 ${file.name}`);
      setQuery('');
      await load('');
    } catch (error) {
      message.error(`上传失败：${(error as Error).message}`);
    } finally {
      setUploading(false);
    }
  };

  const rename = async (item: MediaItem, name: string) => {
    const next = name.trim();
    if (!next || next === item.name) return;
    try {
      const renamed = await adminApi.renameMedia(item.hash, next);
      setItems(
        (list) => list?.map((m) => (m.hash === item.hash ? { ...m, ...renamed } : m)) ?? null,
      );
      message.success('已重命名');
    } catch (error) {
      message.error(`重命名失败：${(error as Error).message}`);
    }
  };

  const remove = async (item: MediaItem) => {
    setRefusal(null);
    try {
      await adminApi.deleteMedia(item.hash);
      setItems((list) => list?.filter((m) => m.hash !== item.hash) ?? null);
      message.success(`已删除 ${item.name || '文件'}`);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) {
        const pages = (error.response as { pages?: MediaUse[] } | null)?.pages ?? [];
        setRefusal({ name: item.name || '这个文件', message: error.message, pages });
        return;
      }
      message.error(`删除失败：${(error as Error).message}`);
    }
  };

  return (
    <Modal title={`素材库 · ${kind}`} open={open} onCancel={onClose} footer={null} width={900}>
      <div className="media-library__bar">
        <Input.Search
          allowClear
          placeholder={`按名称搜索${kind}`}
          aria-label={`按名称搜索${kind}`}
          defaultValue={query}
          onSearch={search}
          enterButton="搜索"
        />
        <Upload
          accept={`${accept}/*`}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" loading={uploading}>
            上传{kind}
          </Button>
        </Upload>
      </div>
      {refusal && (
        <Alert
          className="media-library__refusal"
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={`「${refusal.name}」不能删除：它正被 ${refusal.pages.length} 个页面使用`}
          description={
            <>
              <ul className="media-library__uses">
                {refusal.pages.map((use) => (
                  <li key={use.code}>
                    <a href={routes.pageEditor(use.code)} target="_blank" rel="noreferrer">
                      {usageText(use)}
                    </a>
                  </li>
                ))}
              </ul>
              <div>
                请先在这些页面中换掉它（已发布的版本也要重新发布，回滚到旧版本时仍会用到它）。
              </div>
            </>
          }
        />
      )}
      {items === null ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty
          description={
            query ? `没有名称包含「${query}」的${kind}` : `素材库还没有${kind}，先上传一个`
          }
        />
      ) : (
        <ul className="media-library" aria-label={`${kind}列表`}>
          {items.map((item) => (
            <li key={item.hash} className="media-library__item">
              <button
                type="button"
                className="media-library__pick"
                title={`选用 ${item.name || '此文件'}`}
                onClick={() => onChoose(item)}
              >
                {accept === 'image' ? (
                  <img src={item.url} alt={item.name || ''} loading="lazy" />
                ) : (
                  <video src={item.url} muted preload="metadata" />
                )}
              </button>
              <Typography.Text
                className="media-library__name"
                editable={{
                  tooltip: '重命名',
                  triggerType: ['icon'],
                  onChange: (name) => void rename(item, name),
                }}
                ellipsis={{ tooltip: item.name }}
              >
                {item.name || '未命名'}
              </Typography.Text>
              <div className="media-library__meta">
                <span>{sizeText(item)}</span>
                <Popconfirm
                  title={`删除「${item.name || '未命名'}」？`}
                  description="删除后不能恢复；正被页面使用的文件不能删除。"
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => remove(item)}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
