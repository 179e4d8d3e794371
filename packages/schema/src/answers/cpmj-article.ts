/** An article of the 操盘秘籍 list call. */
export interface CpmjSummary {
  name: string;
  title: string;
  category: string;
  summary: string;
  author: string;
  published_at: string;
}

/** An article with its text, as the detail call answers it. */
export interface CpmjArticle extends CpmjSummary {
  body: string[];
}
