export { exportUrl } from './api/export-url';
export { ExportDataSection } from './components/export-data-section';
export { ExportSourceLinks } from './components/export-source-links';
