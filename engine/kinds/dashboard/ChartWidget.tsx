import {
  ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Filler, Legend, LinearScale,
  LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions,
} from 'chart.js';
import { allWhole } from './charts/allWhole';
import { useMemo } from 'react';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { getPath } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { useCellFormats } from '../../ui/CellFormatsContext';

// Registered piecemeal so the bundle carries only the chart kinds the definitions may use.
Chart.register(
  LineController, BarController, DoughnutController, LineElement, BarElement, ArcElement, PointElement,
  CategoryScale, LinearScale, Tooltip, Legend, Filler,
);
Chart.defaults.locale = 'pt-BR';

const PALETTE = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#5f6b7c'];

/** A chart.js chart over rows of a source: labels from one field, one dataset per series. */
export default function ChartWidget(props: {
  chart: 'line' | 'bar' | 'doughnut';
  title: string;
  rows: Row[];
  label: { field: string; format?: string };
  series: Array<{ field: string; label: string; format?: string }>;
}) {
  const cells = useCellFormats();
  const { chart, rows, label, series } = props;
  const valueFormat = cells.get(series[0]?.format ?? 'number');

  const data = useMemo<ChartData>(() => {
    const labelFormat = cells.get(label.format ?? 'text');
    return {
      labels: rows.map((row) => labelFormat.text(getPath(row, label.field), label, row)),
      datasets: series.map((serie, index) => ({
        label: serie.label,
        data: rows.map((row) => Number(getPath(row, serie.field) ?? 0)),
        borderColor: chart === 'doughnut' ? '#fff' : PALETTE[index % PALETTE.length],
        backgroundColor: chart === 'doughnut' ? rows.map((_, i) => PALETTE[i % PALETTE.length]) : PALETTE[index % PALETTE.length] + (chart === 'line' ? '33' : 'cc'),
        fill: chart === 'line' && series.length === 1,
        pointRadius: rows.length > 60 ? 0 : 2,
        tension: 0.25,
      })),
    };
  }, [cells, chart, rows, label, series]);

  const counts = allWhole(data.datasets.map((dataset) => dataset.data as number[]));
  const options = useMemo<ChartOptions>(() => {
    const format = (value: number | string) => valueFormat.text(Number(value), { field: '' }, {});
    return {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(item.raw as number)}` } },
      },
      scales: chart === 'doughnut' ? {} : { y: { ticks: { callback: (value) => format(value), ...(counts ? { precision: 0 } : {}) } } },
    } as ChartOptions;
  }, [chart, valueFormat, counts]);

  return (
    <div className="engine-chart">
      {/* react-chartjs-2 gives the canvas role="img"; it needs its own name (axe: role-img-alt). */}
      <ChartCanvas type={chart} data={data} options={options} aria-label={props.title} />
    </div>
  );
}
