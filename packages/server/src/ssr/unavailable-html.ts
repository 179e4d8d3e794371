/**
 * The whole document a visitor gets when a page is not in the cache and the database does not
 * answer: a phone-sized notice to try again shortly, instead of the gateway's JSON.
 */
export const UNAVAILABLE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>页面暂时无法打开</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;text-align:center}h1{font-size:18px;font-weight:600;margin:0 0 12px}p{font-size:16px;color:#5f6672;margin:0 0 20px}a{display:inline-block;padding:10px 28px;border-radius:22px;background:#cf2b24;color:#fff;text-decoration:none;font-size:16px}</style>
</head>
<body><main><h1>页面暂时无法打开</h1><p>服务繁忙，请稍后刷新重试</p><a href="">刷新</a></main></body>
</html>`;
