/** CSS named colours (CSS Color Module Level 4), plus transparent and currentcolor. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent currentcolor'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?)\(([^()]*)\)$/i;
const ARGUMENT = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?|none)$/i;

/**
 * True for a CSS colour this product accepts: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/
 * hsl()/hsla() with three or four numeric arguments (comma, space or slash separated), or a named
 * colour (case-insensitive). Nothing else: no whitespace around, no other functions, so the value
 * can never break out of a CSS declaration.
 */
export function isCssColour(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (HEX.test(value)) return true;
  if (NAMED_COLOURS.has(value.toLowerCase())) return true;
  const match = FUNCTION.exec(value);
  if (!match) return false;
  const args = (match[1] ?? '')
    .trim()
    .split(/\s*[,/]\s*|\s+/)
    .filter((part) => part !== '');
  return args.length >= 3 && args.length <= 4 && args.every((part) => ARGUMENT.test(part));
}

/** A colour as red, green and blue (0–255) and alpha (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * The named colours a contrast can be worked out for: the ones marketers type. Others are valid
 * but read as unknown (`parseCssColour` answers null), and a check says it could not tell.
 */
const NAMED_RGB: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  gainsboro: '#dcdcdc',
  whitesmoke: '#f5f5f5',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  dimgray: '#696969',
  dimgrey: '#696969',
  gold: '#ffd700',
  pink: '#ffc0cb',
  purple: '#800080',
  navy: '#000080',
  maroon: '#800000',
  darkred: '#8b0000',
  crimson: '#dc143c',
  ivory: '#fffff0',
  beige: '#f5f5dc',
  snow: '#fffafa',
  linen: '#faf0e6',
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** A channel argument of rgb(): a number of 0–255 or a percentage. */
const channel = (part: string) =>
  part.endsWith('%') ? clamp((Number.parseFloat(part) / 100) * 255, 255) : clamp(Number(part), 255);
const alpha = (part: string | undefined) =>
  part === undefined || part === 'none'
    ? 1
    : part.endsWith('%')
      ? clamp(Number.parseFloat(part) / 100, 1)
      : clamp(Number(part), 1);

/** hsl() to rgb, hue in degrees, saturation and lightness in 0–1. */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) =>
    l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const hue = (part: string) => {
  const value = Number.parseFloat(part);
  if (part.endsWith('turn')) return value * 360;
  if (part.endsWith('grad')) return value * 0.9;
  if (part.endsWith('rad') && !part.endsWith('grad')) return (value * 180) / Math.PI;
  return value;
};

/**
 * The colour `value` names, for a contrast to be worked out; null when it is no colour this
 * product accepts, `currentcolor`, or a named colour outside `NAMED_RGB`.
 */
export function parseCssColour(value: string): Rgba | null {
  if (!isCssColour(value)) return null;
  const lower = value.toLowerCase();
  if (lower === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_RGB[lower];
  if (named) return parseCssColour(named);
  if (HEX.test(value)) {
    const digits = value.slice(1);
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    const at = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: at(0), g: at(1), b: at(2), a: full.length === 8 ? at(3) / 255 : 1 };
  }
  const match = FUNCTION.exec(value);
  if (!match) return null;
  const args = (match[1] ?? '')
    .trim()
    .split(/\s*[,/]\s*|\s+/)
    .filter((part) => part !== '');
  if (args.some((part) => part === 'none')) return null;
  if (lower.startsWith('rgb'))
    return { r: channel(args[0]!), g: channel(args[1]!), b: channel(args[2]!), a: alpha(args[3]) };
  const [r, g, b] = hslToRgb(
    ((hue(args[0]!) % 360) + 360) % 360,
    clamp(Number.parseFloat(args[1]!) / 100, 1),
    clamp(Number.parseFloat(args[2]!) / 100, 1),
  );
  return { r, g, b, a: alpha(args[3]) };
}

/** `top` laid over the opaque `bottom`. */
export function overlay(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(one: Rgba, other: Rgba): number {
  const luminance = ({ r, g, b }: Rgba) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
