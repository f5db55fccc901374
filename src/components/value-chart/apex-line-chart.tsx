// The lazy chunk of the value chart (architecture §2): ApexCharts' core plus its line type and annotations (the y axis's
// grid lines at its five labels, ADR 014) only, never in the first load.
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';

export interface ApexLineChartProps {
  series: ApexAxisChartSeries;
  options: ApexOptions;
  height: number | string;
}

export default function ApexLineChart({ series, options, height }: ApexLineChartProps) {
  return <ReactApexChart type="line" series={series} options={options} height={height} width="100%" />;
}
