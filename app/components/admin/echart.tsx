import { useEffect, useRef } from 'react';

/** The parts of ECharts the console draws with; loaded with the statistics page only. */
async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);
  core.use([charts.LineChart, charts.BarChart, charts.PieChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
  return core;
}

/** One chart; `option` is an ECharts option object. It follows its box's size. */
export function EChart({ option, label }: { option: Record<string, unknown>; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void loadEcharts().then((echarts) => {
      if (disposed || !box.current) return;
      const chart = echarts.init(box.current);
      chart.setOption(option);
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(box.current);
      cleanup = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [option]);
  return <div ref={box} className="admin-chart" role="img" aria-label={label} />;
}
