/** Where one strategy article opens: this prefix and the article's id. */
export const SIM_ARTICLE_PATH = '/h5-page/simulateTrading/article/details/';
