import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only what the trend chart draws, so the chunk carries the line chart and not all of echarts.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export const init = echarts.init;
