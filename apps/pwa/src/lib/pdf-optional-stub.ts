/**
 * Stands in for jsPDF's optional dependencies (html2canvas, dompurify, canvg), which only its `html()` and SVG
 * methods import. The loan form draws text and lines only, so they are never called; aliasing them here
 * (vite.config.ts) keeps ~60 KB gzip of unused chunks and their CommonJS runtime out of the build.
 */
const unused = {};
export default unused;
