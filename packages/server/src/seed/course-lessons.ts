/**
 * The seeded course videos: what each lesson says, slide by slide. `scripts/make-course-clips.ts`
 * draws each into `assets/course/<file>.mp4`; the seed lists them with the duration their file holds,
 * never a number of its own, and a poster drawn from the title slide (course-poster-svg.ts).
 */
export interface CourseLesson {
  file: string;
  title: string;
  teacher: string;
  category: string;
  /** Seconds each slide stays on screen. */
  slideSeconds: number;
  /** Each slide: a heading, then its lines. */
  slides: readonly (readonly [heading: string, ...lines: string[]])[];
}

/** Each lesson: its file, title, teacher, category and the seconds each slide stays on screen. */
const LESSONS: [
  file: string,
  title: string,
  teacher: string,
  category: string,
  slideSeconds: number,
][] = [
  ['k-line-basics', '三分钟看懂K线', '投顾老师 张伟', '入门', 31],
  ['moving-averages', '均线系统的正确用法', '投顾老师 李明', '技术', 36],
  ['income-statement', '读懂利润表的五个关键数', '投顾老师 王芳', '财报', 35],
  ['valuation-basics', '估值入门：市盈率与市净率', '投顾老师 王芳', '估值', 33],
  ['stop-loss-and-sizing', '止损与仓位：活下来才有机会', '投顾老师 张伟', '风控', 37],
];

/**
 * Every lesson's slides, in the order of the lessons: each lesson's run starts at its title card,
 * the slide headed with its title.
 */
const SLIDES: CourseLesson['slides'] = [
  ['三分钟看懂K线', '投顾老师 张伟', '投资入门课 · 第 1 讲'],
  ['一根K线记录四个价格', '开盘价、收盘价、最高价、最低价', '实体：开盘到收盘；影线：最高与最低'],
  ['阳线与阴线', '收盘高于开盘为阳线（红）', '收盘低于开盘为阴线（绿）'],
  ['影线说明了什么', '长上影线：上方抛压较重', '长下影线：下方承接较强'],
  ['几种常见形态', '十字星：多空暂时平衡', '大阳线、大阴线：一方明显占优'],
  ['小结', '单根K线只是一天的记录', '结合成交量与趋势一起看，不构成投资建议'],
  ['均线系统的正确用法', '投顾老师 李明', '技术分析课 · 第 3 讲'],
  ['均线是什么', '过去 N 个交易日收盘价的平均', '常用 5 日、20 日、60 日、120 日'],
  ['看方向', '均线向上：中期趋势偏强', '均线走平：趋势不明，少动为宜'],
  ['看排列', '短期在上、长期在下为多头排列', '反之为空头排列'],
  ['金叉与死叉', '短期均线上穿长期均线称金叉', '信号滞后，震荡市里容易反复'],
  ['常见误区', '只看交叉不看趋势', '把均线当作精确的买卖点'],
  ['小结', '均线帮助识别趋势，而非预测涨跌', '以上为方法讲解，不构成投资建议'],
  ['读懂利润表的五个关键数', '投顾老师 王芳', '财报入门课 · 第 2 讲'],
  ['一、营业收入', '公司卖了多少东西', '看增速，也看是否来自主营业务'],
  ['二、毛利率', '（收入 − 成本）÷ 收入', '反映产品的定价能力'],
  ['三、期间费用率', '销售、管理、研发、财务费用', '费用增速快于收入时要警惕'],
  ['四、归母净利润', '最终归属于股东的利润', '注意扣除非经常性损益后的数字'],
  ['五、经营现金流', '利润有没有变成真金白银', '长期低于净利润需要追问原因'],
  ['小结', '五个数连起来看，才能看清一家公司', '以上为方法讲解，不构成投资建议'],
  ['估值入门：市盈率与市净率', '投顾老师 王芳', '估值入门课 · 第 1 讲'],
  ['市盈率 PE', '股价 ÷ 每股收益', '回本需要多少年的利润'],
  ['市净率 PB', '股价 ÷ 每股净资产', '适合银行、保险等重资产行业'],
  ['和谁比', '和自己的历史比：估值分位', '和同行业的公司比'],
  ['低估值陷阱', '盈利下滑时，低 PE 可能并不便宜', '周期股在景气高点 PE 往往最低'],
  ['高估值的理由', '高增长可以消化高估值', '增长放缓时估值会先回落'],
  ['小结', '估值是参考坐标，不是买卖信号', '以上为方法讲解，不构成投资建议'],
  ['课后练习', '挑一家熟悉的公司', '查出它近五年的市盈率区间'],
  ['止损与仓位：活下来才有机会', '投顾老师 张伟', '风险控制课 · 第 1 讲'],
  ['亏损的不对称', '亏 50% 需要涨 100% 才能回本', '控制回撤比追求收益更重要'],
  ['单笔风险', '每笔交易最多亏总资金的 1%–2%', '由止损距离倒推买入数量'],
  ['止损怎么设', '价格止损：跌破关键位置', '逻辑止损：买入理由不再成立'],
  ['仓位怎么分', '不满仓，留两到三成现金', '分批建仓，避免一次押在一个价格'],
  ['执行比计划难', '买入前写下卖出条件', '触发后按计划执行，不临时改规则'],
  ['小结', '先求不败，再求胜', '以上为方法讲解，不构成投资建议'],
  ['课后练习', '用模拟交易练一次分批买入', '为每笔买入写下止损条件'],
];

const titleCards = LESSONS.map(([, title]) => SLIDES.findIndex(([heading]) => heading === title));

export const COURSE_LESSONS: readonly CourseLesson[] = LESSONS.map(
  ([file, title, teacher, category, slideSeconds], index) => ({
    file,
    title,
    teacher,
    category,
    slideSeconds,
    slides: SLIDES.slice(titleCards[index], titleCards[index + 1]),
  }),
);

/** A lesson's video, as the seed lists it. */
export const lessonVideoUrl = (lesson: CourseLesson): string =>
  `/seed-assets/course/${lesson.file}.mp4`;
/** Its poster's name among the campaign pictures. */
export const lessonPosterFile = (lesson: CourseLesson): string => `course-${lesson.file}`;
/** Where stores seeded before the posters were drawn as SVG point (a frame of the clip). */
export const formerLessonPosterUrl = (lesson: CourseLesson): string =>
  `/seed-assets/course/${lesson.file}.jpg`;
