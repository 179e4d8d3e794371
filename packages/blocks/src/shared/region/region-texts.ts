/** Texts of the region picker (the address block's and the lead form's). */
export const REGION_TEXT = {
  PICKER_TITLE: '请选择所在地区',
  TAB_PROVINCE: '省份',
  TAB_CITY: '城市',
  TAB_AREA: '区县',
  CLOSE: '关闭',
  LOADING: '加载中…',
  LOAD_FAILED: '地区加载失败，点击重试',
} as const;
