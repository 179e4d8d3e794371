import { Typography } from 'antd';

interface Props {
  code: string;
  /** The page's title; its code until it has loaded, or when it has none. */
  title: string;
  /** What of the page the screen shows: 数据, 渠道, A/B 实验. */
  what: string;
}

/** The heading of a screen about one page, naming the page by its title and its code. */
export function PageScreenTitle({ code, title, what }: Props) {
  return (
    <>
      {title || code} <Typography.Text type="secondary">{what}</Typography.Text>
      <Typography.Text code style={{ marginLeft: 8, fontSize: 13 }}>
        {code}
      </Typography.Text>
    </>
  );
}
