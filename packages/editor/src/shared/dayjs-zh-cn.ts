import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';

// antd's calendars read their week-day and month names from dayjs's locale data, not from the
// ConfigProvider's locale: without zh-cn loaded they fall back to English (Su Mo …, Nov).
dayjs.locale('zh-cn');
// China-time pickers hold their value in dayjs's UTC mode (see china-date-picker.tsx).
dayjs.extend(utc);

export { dayjs };
