/** A product of a topic page, as the topic product call answers it (and the product card shows it). */
export interface TopicProduct {
  code: string;
  topic: string;
  kind: 'fund' | 'etf' | 'advisory';
  name: string;
  tag: string;
  risk_level: string;
  figure_label: string;
  figure_value: string;
  summary: string;
  sales_page: string;
}
