/**
 * The product's mark as an SVG document: the 牛8 tile the logo block draws (a red tile, a white 8
 * under two horns), in the brand red. The favicon and the server's own small pages use it.
 */
export const PRODUCT_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">' +
  '<rect width="48" height="48" rx="12" fill="#cf2b24"/>' +
  '<path d="M14 15c3-1 5-3.5 5.5-7 1 3 3.5 5 4.5 5s3.5-2 4.5-5c.5 3.5 2.5 6 5.5 7" fill="none" ' +
  'stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="24" cy="23.5" r="5.2" fill="none" stroke="#fff" stroke-width="3.2"/>' +
  '<circle cx="24" cy="34.5" r="6.2" fill="none" stroke="#fff" stroke-width="3.2"/></svg>';
