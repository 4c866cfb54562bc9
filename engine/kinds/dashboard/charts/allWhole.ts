/**
 * Whether every value of every series is a whole number: then the series count things (orders, students) and
 * the value axis gets whole-number ticks only (chart.js would otherwise print "0,2" between 0 and 1).
 */
export function allWhole(series: readonly (readonly number[])[]): boolean {
  return series.every((values) => values.every((value) => Number.isInteger(value)));
}
