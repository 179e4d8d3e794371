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
