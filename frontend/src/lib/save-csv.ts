/** Hands the browser a CSV to save under `fileName`. */
export function saveCsvFile(content: string, fileName: string): void {
  // The BOM makes spreadsheet programs read the Serbian letters as UTF-8.
  const blob = new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
