interface Props {
  low: number;
  high: number;
  point: number;
  /** The rate at the bar's right end, the same for every row so the bars line up. */
  scale: number;
  /** The control's interval, drawn faintly behind, so an overlap shows at a glance. */
  control?: { low: number; high: number } | null;
}

const at = (value: number, scale: number) =>
  `${Math.min(100, Math.max(0, (value / scale) * 100)).toFixed(2)}%`;

/** A conversion's 95 % interval as a horizontal bar on a scale the table's rows share. */
export function IntervalBar({ low, high, point, scale, control }: Props) {
  const span = (from: number, to: number) => ({
    left: at(from, scale),
    width: `calc(${at(to, scale)} - ${at(from, scale)})`,
  });
  return (
    <span className="interval-bar" aria-hidden="true">
      {control && (
        <span className="interval-bar__control" style={span(control.low, control.high)} />
      )}
      <span className="interval-bar__range" style={span(low, high)} />
      <span className="interval-bar__point" style={{ left: at(point, scale) }} />
    </span>
  );
}
