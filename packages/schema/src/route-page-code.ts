/**
 * The page code of a campaign route (spec section 2, CONTRACT section 5): the route without the
 * leading slash, sub-routes joined by '-' and parameters dropped (`/simulateTrading/detail` →
 * `simulateTrading-detail`, `/cpmj/details/:name` → `cpmj-details`). The seed names each route's
 * page by it, and the visitor app finds the page of a route by it.
 */
export function routePageCode(route: string): string {
  return route
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':'))
    .join('-');
}
