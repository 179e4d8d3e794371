import type { AdminScreenProps } from './admin-screen-props.ts';

/** What each screen about one page is given besides: the page, and the way to its editor. */
export interface PageScreenProps extends AdminScreenProps {
  code: string;
  onEdit: () => void;
}
