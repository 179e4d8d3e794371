import { useState } from 'react';
import { App, Button, Input, Space, Spin, Upload } from 'antd';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import { adminApi } from '../../api/admin-api.ts';
import { FieldProblems } from './field-problems.tsx';
import { MediaLibrary } from './media-library.tsx';
import { rememberPictureSize } from './picture-size.ts';

export interface MediaFieldProps {
  label: string;
  name: string;
  accept: 'image' | 'video';
  value: string;
  onChange: (value: string) => void;
}

/**
 * An image or video of a block: dropped or chosen files are uploaded; the library (search,
 * rename, delete) reuses uploads. The server's measure of an upload is remembered, so an image
 * block takes the picture's aspect ratio at once (`picture-size.ts`).
 */
export function MediaField({ label, name, accept, value, onChange }: MediaFieldProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const item = await adminApi.uploadMedia(file);
      rememberPictureSize(item);
      onChange(item.url);
      message.success(`已上传 ${file.name}`);
    } catch (error) {
      message.error(`上传失败：${(error as Error).message}`);
    } finally {
      setUploading(false);
    }
  };
  const unsafe = value !== '' && !isSafeUrl(value);

  return (
    <div className="media-field" aria-label={label}>
      <Upload.Dragger
        accept={`${accept}/*`}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        {value && accept === 'image' ? (
          <img className="media-field__thumb" src={value} alt="" />
        ) : value ? (
          <video className="media-field__thumb" src={value} muted />
        ) : (
          <div className="media-field__hint">
            {uploading ? (
              <Spin size="small" />
            ) : accept === 'image' ? (
              '拖入图片或点击上传'
            ) : (
              '拖入视频或点击上传'
            )}
          </div>
        )}
      </Upload.Dragger>
      <Space.Compact block style={{ marginTop: 6 }}>
        <Input
          size="small"
          status={unsafe ? 'error' : undefined}
          placeholder="或填写地址"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button size="small" onClick={() => setLibraryOpen(true)}>
          素材库
        </Button>
      </Space.Compact>
      {unsafe && (
        <div className="field-problems">
          链接不安全：不允许 javascript:、vbscript:、file: 或非图片的 data: 地址
        </div>
      )}
      <FieldProblems name={name} />
      <MediaLibrary
        open={libraryOpen}
        accept={accept}
        onClose={() => setLibraryOpen(false)}
        onChoose={(item) => {
          onChange(item.url);
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}
