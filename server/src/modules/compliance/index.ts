export { buildHeatmap } from './heatmapService';
