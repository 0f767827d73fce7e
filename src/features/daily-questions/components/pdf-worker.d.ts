/** pdf.js's worker, loaded into the page so that pdf.js runs without a worker file (prepare-pages.ts). */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs'
