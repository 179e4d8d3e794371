import type { BlockProps } from '../block-props.ts';
import { CpmjDetail } from './cpmj-detail.tsx';
import { CpmjList } from './cpmj-list.tsx';
import { CpmjPosts } from './cpmj-posts.tsx';
import '../shared/white-card.css';
import './cpmj.css';

/** 操盘秘籍: the article list, the article the URL names, or the group posts. */
export default function CpmjBlock({ value }: BlockProps<'cpmj'>) {
  return (
    <section className="h5-cpmj" data-view={value.view}>
      {value.title ? <h3 className="h5-cpmj-title">{value.title}</h3> : null}
      {value.view === 'detail' ? (
        <CpmjDetail />
      ) : value.view === 'posts' ? (
        <CpmjPosts topic={value.topic} limit={value.limit} />
      ) : (
        <CpmjList category={value.category} limit={value.limit} />
      )}
    </section>
  );
}
